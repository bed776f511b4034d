import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Notice } from './Notice';

const meta = {
  title: 'Design System/Notice',
  component: Notice,
  args: { children: 'No articles yet.', icon: 'article' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'danger'] } },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty list's message: icon and text, announced politely. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No articles yet.');
  },
};

export const WithTitle: Story = {
  args: { title: 'No results', icon: 'search', children: 'Please try searching using different filters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No results' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { title: 'Oops!', tone: 'danger', icon: 'danger', role: 'alert', children: 'Something went wrong.', action: <Button variant="secondary">Retry</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const WithoutIcon: Story = { args: { icon: undefined, children: 'No announcements yet.' } };
