import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toggle } from './Toggle';

const meta = {
  title: 'Design System/Toggle',
  component: Toggle,
  args: { label: 'Toast notifications', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof Toggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Toast notifications' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Toast notifications' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('switch', { name: 'Toast notifications' })).toHaveFocus();
  },
};

export const WithHint: Story = { args: { hint: 'Show a small message when something happens.', defaultChecked: true } };

export const LabelEnd: Story = { args: { labelPlacement: 'end' } };

export const WithError: Story = {
  args: { error: 'Could not save this setting. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Toast notifications' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Toast notifications'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const SettingsList: Story = {
  render: () => (
    <div style={{ display: 'grid' }}>
      <Toggle label="Toast notifications" defaultChecked />
      <Toggle label="Unread messages digest" defaultChecked />
      <Toggle label="Focus mode" />
      <Toggle label="Mute all" hint="Silences every sound in the arcade." />
    </div>
  ),
};
