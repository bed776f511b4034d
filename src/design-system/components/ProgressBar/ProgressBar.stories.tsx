import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Design System/ProgressBar',
  component: ProgressBar,
  args: { label: 'Loading', value: 0.4 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { value: 0 } };
export const Partial: Story = {};
export const Complete: Story = { args: { value: 1 } };
export const WithLabel: Story = { args: { value: 0.65, label: 'Loading Starfall Arena', showLabel: true } };
