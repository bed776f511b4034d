import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { CheckboxSkeleton } from './CheckboxSkeleton';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
  },
};

export const Indeterminate: Story = {
  args: { label: 'All genres', indeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'All genres' })).toBePartiallyChecked();
  },
};

export const WithHint: Story = {
  args: { label: 'Include Experiences', hint: 'Non-game VR experiences such as tours and galleries.' },
};

export const Required: Story = { args: { label: 'I accept the terms of service', required: true } };

export const WithError: Story = {
  args: { label: 'I accept the terms of service', required: true, error: 'Please accept the terms to continue.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the terms to continue.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Remember me'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const LabelStart: Story = { args: { label: 'Recently Updated', labelPlacement: 'start' } };

export const List: Story = {
  render: () => (
    <div style={{ display: 'grid' }}>
      <Checkbox label="Games" defaultChecked />
      <Checkbox label="Users" defaultChecked />
      <Checkbox label="Articles" />
      <Checkbox label="Announcements" />
    </div>
  ),
};

export const LoadingSkeleton: StoryObj<typeof CheckboxSkeleton> = {
  name: 'Skeleton: in a loading screen, the row of a checkbox',
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <div data-testid="skeleton">
        <CheckboxSkeleton />
      </div>
      <div data-testid="checkbox">
        <Checkbox label="Recently Updated" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('skeleton').firstElementChild).toHaveAttribute('aria-hidden', 'true');
    // The checkbox that replaces it takes exactly its height, so nothing below moves.
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(Math.abs(height('skeleton') - height('checkbox'))).toBeLessThan(0.5);
  },
};
