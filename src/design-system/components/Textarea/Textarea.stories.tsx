import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const REVIEW = 'Starfall Arena is the best arena shooter I have played in VR. The movement feels great and the matches are quick.';
const LONG = `${REVIEW} `.repeat(5).trim();

const meta = {
  title: 'Design System/Textarea',
  component: Textarea,
  args: { label: 'Your review', placeholder: 'What did you think of the game?' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Your review' });
    await userEvent.click(box);
    await expect(box).toHaveFocus();
  },
};

export const Filled: Story = { args: { defaultValue: REVIEW } };

export const WithCounter: Story = {
  args: { limit: 500, hint: 'At least 20 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Your review' });
    await userEvent.type(box, 'Loved it');
    await expect(canvas.getByText('8 / 500')).toBeInTheDocument();
    await expect(box).toHaveAccessibleDescription('At least 20 characters. 8 of 500 characters');
  },
};

/** Above the limit the counter turns red; typing is never blocked (spec §5). */
export const OverLimit: Story = {
  args: { limit: 500, defaultValue: LONG },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Your review' });
    const before = Array.from(LONG).length;
    await expect(canvas.getByText(`${before} / 500`).parentElement).toHaveAttribute('data-over-limit', 'true');
    await userEvent.type(box, '!');
    await expect(box).toHaveValue(`${LONG}!`);
    await expect(canvas.getByText(`${before + 1} / 500`)).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { limit: 500, defaultValue: 'Too short', error: 'Please enter at least 20 characters to submit your review.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your review' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: REVIEW },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your review' })).toBeDisabled();
  },
};

export const NoResize: Story = { args: { resize: 'none', rows: 3, label: 'Developer response', limit: 250 } };

function ControlledTextarea(props: React.ComponentProps<typeof Textarea>) {
  const [value, setValue] = useState('');
  return <Textarea {...props} value={value} onChange={(event) => setValue(event.target.value)} limit={500} />;
}

/** Controlled (value + onChange) in a real browser: every typed character must stay. */
export const Controlled: Story = {
  render: (args) => <ControlledTextarea {...args} />,
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByLabelText('Your review');
    await userEvent.type(area, 'Great arena shooter.');
    await expect(area).toHaveValue('Great arena shooter.');
    await expect(within(canvasElement).getByText('20 / 500')).toBeVisible();
  },
};
