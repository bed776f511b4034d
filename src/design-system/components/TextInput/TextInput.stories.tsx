import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InputButton } from './InputButton';
import { TextInput } from './TextInput';

const meta = {
  title: 'Design System/TextInput',
  component: TextInput,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'password', 'search', 'tel', 'url'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'player@orbital.test' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue('player@orbital.test');
  },
};

export const WithHint: Story = { args: { hint: 'We send the verification link here.' } };

export const Required: Story = { args: { required: true } };

export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, defaultValue: 'Orbital!2026', hint: 'Minimum 8 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const PasswordRevealed: Story = {
  args: { ...Password.args },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
  },
};

export const Search: Story = {
  args: { label: 'Search', hideLabel: true, type: 'search', iconStart: 'search', placeholder: 'Search games, users, articles' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  },
};

/** The login step's field: the arrow advances (see FormStepper). */
export const WithAdvanceButton: Story = {
  args: {
    label: 'Email or username',
    type: 'text',
    placeholder: undefined,
    size: 'lg',
    trailing: <InputButton icon="arrow-right" label="Next" tone="accent" onClick={fn()} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  },
};

export const Busy: Story = {
  args: { ...WithAdvanceButton.args, defaultValue: 'player', trailing: <InputButton icon="arrow-right" label="Next" tone="accent" busy /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Large: Story = { args: { size: 'lg', iconStart: 'mail' } };

export const WithCounter: Story = {
  args: { label: 'Title', type: 'text', placeholder: undefined, limit: 40, defaultValue: 'Starfall Arena: Season Two' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('26 / 40')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'player@', error: 'Please enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

/** Marked as error with no message: the login step with an empty field (spec §5). */
export const ErrorMarkOnly: Story = {
  args: { label: 'Email or username', type: 'text', placeholder: undefined, error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email or username' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player@orbital.test' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

function ControlledTextInput(props: React.ComponentProps<typeof TextInput>) {
  const [value, setValue] = useState('');
  return <TextInput {...props} value={value} onChange={(event) => setValue(event.target.value)} limit={40} />;
}

/** Controlled (value + onChange) in a real browser: every typed character must stay. */
export const Controlled: Story = {
  render: (args) => <ControlledTextInput {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'player@orbital.test');
    await expect(input).toHaveValue('player@orbital.test');
    await expect(within(canvasElement).getByText('19 / 40')).toBeVisible();
  },
};
