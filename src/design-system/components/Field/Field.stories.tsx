import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Field, type FieldControlProps } from './Field';
import { FieldSkeleton } from './FieldSkeleton';

// A bare native input: the Field is about the wiring around the control, not the control's look.
const Plain = styled.input`
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const input = (control: FieldControlProps) => <Plain {...control} />;

const meta = {
  title: 'Design System/Field',
  component: Field,
  args: { label: 'Display name', children: input },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Display name' })).toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown on your public profile.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Display name' })).toHaveAccessibleDescription('Shown on your public profile.');
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { hint: 'Shown on your public profile.', error: 'This name is already taken.' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('textbox', { name: 'Display name' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('This name is already taken. Shown on your public profile.');
  },
};

/** `error={true}`: marked invalid with no message, as an empty login field (spec §5). */
export const ErrorMarkOnly: Story = {
  args: { label: 'Login', error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Login' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search', hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: (control: FieldControlProps) => <Plain {...control} disabled /> },
};

export const Group: Story = {
  args: {
    label: 'Difficulty',
    group: true,
    hint: 'Pick one.',
    children: (control: FieldControlProps) => (
      <div role="radiogroup" {...control}>
        <label>
          <input type="radio" name="difficulty" /> Easy
        </label>{' '}
        <label>
          <input type="radio" name="difficulty" /> Hard
        </label>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Difficulty' })).toHaveAccessibleDescription('Pick one.');
  },
};

export const LoadingSkeleton: StoryObj<typeof FieldSkeleton> = {
  name: 'Skeleton: in a loading screen, the size of a labelled field',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FieldSkeleton data-testid="skeleton" />
      <Field label="Display name">{(control) => <Plain {...control} />}</Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId('skeleton');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    // The field that replaces it takes exactly its height, so nothing below moves.
    const field = skeleton.nextElementSibling!;
    await expect(Math.abs(skeleton.getBoundingClientRect().height - field.getBoundingClientRect().height)).toBeLessThan(0.5);
  },
};
