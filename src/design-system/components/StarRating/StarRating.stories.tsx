import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRatingDisplay } from './StarRatingDisplay';
import { StarRatingInput } from './StarRatingInput';

const meta = {
  title: 'Design System/StarRating',
  component: StarRatingInput,
  args: { label: 'Your rating', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof StarRatingInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InputEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(4);
  },
};

export const InputSelected: Story = {
  args: { defaultValue: 3, showValueLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
  },
};

export const InputKeyboard: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
  },
};

export const InputLarge: Story = { args: { size: 'lg', defaultValue: 5, showValueLabel: true } };

export const InputCustomLabels: Story = {
  args: { labels: ['Awful', 'Poor', 'Okay', 'Good', 'Superb'], showValueLabel: true, defaultValue: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Superb' })).toBeInTheDocument();
  },
};

/** Rating required and missing: the spec's 'No Rating' message (spec §5). */
export const InputError: Story = {
  args: { required: true, error: 'Please choose a rating before submitting your feedback.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose a rating before submitting your feedback.');
  },
};

export const InputDisabled: Story = {
  args: { disabled: true, defaultValue: 4 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '2 stars' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Display: StoryObj<typeof StarRatingDisplay> = {
  render: () => <StarRatingDisplay value={4.3} showValue />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  },
};

export const DisplaySizes: StoryObj<typeof StarRatingDisplay> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <StarRatingDisplay value={4.7} size="sm" showValue />
      <StarRatingDisplay value={3.5} size="md" showValue />
      <StarRatingDisplay value={2.2} size="lg" showValue />
    </div>
  ),
};

export const DisplayUnrated: StoryObj<typeof StarRatingDisplay> = {
  render: () => <StarRatingDisplay value={0} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
  },
};
