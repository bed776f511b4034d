import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const genres = [
  { value: 'action', label: 'Action' },
  { value: 'adventure', label: 'Adventure' },
  { value: 'puzzle', label: 'Puzzle' },
  { value: 'rhythm', label: 'Rhythm' },
  { value: 'simulation', label: 'Simulation', disabled: true },
];

const meta = {
  title: 'Design System/Select',
  component: Select,
  args: { label: 'Genre', options: genres, placeholder: 'All genres', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Genre' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'puzzle');
    await expect(select).toHaveValue('puzzle');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: 'action' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Genre' })).toHaveFocus();
  },
};

export const WithHint: Story = { args: { hint: 'Sub-categories depend on the genre.' } };

export const RequiredPlaceholder: Story = {
  args: { required: true, placeholder: 'Choose a genre' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: 'Choose a genre' })).toBeDisabled();
  },
};

export const WithIcon: Story = {
  args: {
    label: 'Sort',
    iconStart: 'sort',
    placeholder: undefined,
    defaultValue: 'released',
    options: [
      { value: 'popular', label: 'Most popular' },
      { value: 'released', label: 'Newest' },
      { value: 'rating', label: 'Top rated' },
    ],
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const WithError: Story = {
  args: { error: 'Please choose a genre.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Genre' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please choose a genre.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'action' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Genre' })).toBeDisabled();
  },
};

export const WithChildren: Story = {
  args: {
    label: 'Build',
    options: undefined,
    placeholder: undefined,
    children: (
      <>
        <option value="1.3.0">1.3.0 (Active)</option>
        <option value="1.2.0">1.2.0</option>
        <option value="1.1.0">1.1.0</option>
      </>
    ),
  },
};
