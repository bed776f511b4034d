import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from './BackToTop';

const Page = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
  /* Tall enough to scroll well past the threshold. */
  min-height: 3000px;
  align-content: start;
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const Para = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const meta = {
  title: 'Design System/BackToTop',
  component: BackToTop,
  args: { threshold: 400, onClick: fn() },
  render: (args) => (
    <>
      <Page>
        <Heading>Most Popular Games</Heading>
        <Para>Scroll down: the button appears after {args.threshold} px and jumps back here.</Para>
      </Page>
      <BackToTop {...args} />
    </>
  ),
} satisfies Meta<typeof BackToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page there is nothing to go back to. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(within(canvasElement).queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  },
};

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Back to top' })).toBeVisible());
  },
};

/** Clicking scrolls to the top and puts focus on the main content. */
export const ScrollsAndFocuses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await expect(canvas.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument());
  },
};

export const CustomLabel: Story = {
  args: { label: 'Return to the top of the page' },
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Return to the top of the page' })).toBeVisible());
  },
};
