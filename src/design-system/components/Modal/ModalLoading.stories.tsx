import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ModalLoading } from './ModalLoading';

const meta = {
  title: 'Design System/Modal/Loading',
  component: ModalLoading,
  args: { label: 'Loading…' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ModalLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lazily loaded modal (the auth modal, the feedback modal) opened before its code arrived. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};
