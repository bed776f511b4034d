import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

// Hash links, so a click in a play function never navigates the preview away.
const getHref = (page: number) => `#/arcade/games/tag/vr?page=${page}`;

const meta = {
  title: 'Design System/Pagination',
  component: Pagination,
  args: { total: 160, per_page: 8, current: 10, last: 20, from: 73, to: 80, getHref },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageTexts = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link', { name: /^Page / })
    .map((a) => a.textContent);

export const Middle: Story = {
  name: 'Links: current page in the middle (two ellipses)',
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(pageTexts(nav)).toEqual(['1', '2', '3', '9', '10', '11', '18', '19', '20']);
    await expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', getHref(11));
    await expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', getHref(9));
  },
};

export const FirstPage: Story = {
  args: { current: 1, from: 1, to: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pageTexts(canvas.getByRole('navigation'))).toEqual(['1', '2', '3', '18', '19', '20']);
  },
};

export const LastPage: Story = {
  args: { current: 20, from: 153, to: 160 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SingleSkippedPageShown: Story = {
  name: 'Links: a single skipped page is shown, not an ellipsis',
  args: { total: 56, last: 7, current: 1, from: 1, to: 8 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(pageTexts(nav)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await expect(nav).not.toHaveTextContent('…');
  },
};

export const FewPages: Story = {
  args: { total: 20, last: 3, current: 2, from: 9, to: 16 },
  play: async ({ canvasElement }) => {
    await expect(pageTexts(within(canvasElement).getByRole('navigation'))).toEqual(['1', '2', '3']);
  },
};

export const ExactlyOnePage: Story = {
  name: 'Shown: total equals per page',
  args: { total: 8, last: 1, current: 1, from: 1, to: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const HiddenBelowPerPage: Story = {
  name: 'Hidden: total below per page',
  args: { total: 5, last: 1, current: 1, from: 1, to: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const WithSummary: Story = {
  args: { summary: ({ from, to, total }) => `${from}–${to} of ${total}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('73–80 of 160')).toBeVisible();
  },
};

export const CustomLabels: Story = {
  args: { labels: { navigation: 'Seiten', previous: 'Zurück', next: 'Weiter', page: (n: number) => `Seite ${n}` } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Seiten' });
    await expect(within(nav).getByRole('link', { name: 'Seite 10' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Weiter' })).toBeVisible();
  },
};

/** Button mode: no URLs, the caller owns the page state. */
function ButtonsDemo(props: PaginationProps) {
  const [current, setCurrent] = useState(props.current);
  return (
    <Pagination
      {...props}
      getHref={undefined}
      current={current}
      onPageChange={(page) => {
        props.onPageChange?.(page);
        setCurrent(page);
      }}
    />
  );
}

export const Buttons: Story = {
  name: 'Buttons: onPageChange',
  args: { current: 1, onPageChange: fn() },
  render: (args) => <ButtonsDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveFocus();
  },
};
