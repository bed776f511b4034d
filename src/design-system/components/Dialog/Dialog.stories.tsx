import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps, type DialogResult } from './Dialog';
import { DialogHost, useDialog } from './DialogHost';

function DialogDemo(args: DialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        {...args}
        open={open}
        onClosed={(result) => {
          args.onClosed?.(result);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design System/Dialog',
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: true,
    type: 'info',
    title: 'New build available',
    content: '<p>Version <strong>2.4.0</strong> of <em>Starfall Arena</em> is ready. Reload the game to play it.</p>',
    confirm: { title: 'Reload', action: fn() },
    cancel: { title: 'Later', action: fn() },
    onClosed: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['danger', 'info', 'prompt', 'success'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New build available' });
    await expect(dialog).toHaveAttribute('data-status', 'open');
    await expect(dialog).toHaveAccessibleDescription('Version 2.4.0 of Starfall Arena is ready. Reload the game to play it.');
  },
};

/** Confirm runs its action, the dialog is 'closing' for 400 ms, then closed. */
export const ConfirmFlow: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await expect(args.confirm?.action).toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-status', 'closing');
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledWith('confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Danger: Story = {
  args: {
    type: 'danger',
    title: 'Delete your review?',
    content: '<p>Your review of <strong>Starfall Arena</strong> will be permanently removed. This cannot be undone.</p>',
    confirm: { title: 'Delete review', action: fn() },
    cancel: { title: 'Keep it', action: fn() },
  },
  play: async () => {
    // A destructive dialog starts on the safe choice.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  args: { ...Danger.args },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledWith('close'));
  },
};

export const Prompt: Story = {
  args: {
    type: 'prompt',
    title: 'Leave this game?',
    content: '<p>Unsaved progress in this session will be lost.</p>',
    confirm: { title: 'Leave', action: fn() },
    cancel: { title: 'Stay', action: fn() },
  },
};

export const Success: Story = {
  args: {
    type: 'success',
    title: 'Premium Activated!',
    content: '<p>Enjoy the arcade with no ads. Your membership now runs until <strong>12 March 2027</strong>.</p>',
    confirm: { title: 'Great', action: fn() },
    cancel: undefined,
  },
};

export const ConfirmationPhrase: Story = {
  args: {
    type: 'danger',
    title: 'Delete your account?',
    content: '<p>All games, coins and achievements on this account will be deleted.</p>',
    confirmPhrase: 'DELETE',
    phraseLabel: 'Type DELETE to confirm',
    confirm: { title: 'Delete account', action: fn() },
    cancel: { title: 'Cancel', action: fn() },
  },
  play: async () => {
    const confirm = await screen.findByRole('button', { name: 'Delete account' });
    const input = screen.getByLabelText('Type DELETE to confirm');
    await expect(confirm).toBeDisabled();
    await userEvent.type(input, 'delete');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'DELETE');
    await expect(confirm).toBeEnabled();
  },
};

export const Working: Story = {
  args: {
    type: 'danger',
    title: 'Delete your review?',
    content: '<p>Your review will be permanently removed.</p>',
    // Never settles: the story stays in the working state.
    confirm: { title: 'Delete review', action: () => new Promise(() => {}) },
    cancel: { title: 'Keep it', action: fn() },
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete review' }));
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-status', 'working');
    await expect(screen.getByRole('button', { name: 'Delete review' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Delete review' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
  },
};

export const FailedAction: Story = {
  args: {
    title: 'Save your changes?',
    content: '<p>The server will reject this save, and the dialog stays open.</p>',
    confirm: { title: 'Save', action: () => new Promise((_, reject) => setTimeout(() => reject(new Error('Server Error')), 300)) },
    onActionError: fn(),
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onActionError).toHaveBeenCalled());
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-status', 'open');
    await expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const WithFooter: Story = {
  args: { footer: 'You can change this later in Settings.' },
};

export const SanitisedContent: Story = {
  args: {
    title: 'Announcement',
    content:
      '<p>Read the <a href="https://example.com/notes" target="_blank">patch notes</a>.</p><img src="x" onerror="document.body.dataset.pwned=1"><script>document.body.dataset.pwned=1</script><p><a href="javascript:alert(1)">Unsafe link</a></p>',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
    await expect(screen.getByText('patch notes')).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(screen.getByText('Unsafe link')).not.toHaveAttribute('href');
    await expect(document.body.dataset.pwned).toBeUndefined();
  },
};

function ImperativeDemo({ onResult }: { onResult: (result: DialogResult) => void }) {
  const dialog = useDialog();
  return (
    <Button
      onClick={() =>
        void dialog
          .open({
            type: 'prompt',
            title: 'Subscribe to updates?',
            content: '<p>Get an e-mail when new games arrive.</p>',
            confirm: { title: 'Subscribe' },
            cancel: { title: 'No thanks' },
          })
          .then(onResult)
      }
    >
      Ask with useDialog()
    </Button>
  );
}

export const Imperative: Story = {
  render: (args) => (
    <DialogHost>
      <ImperativeDemo onResult={(result) => args.onClosed?.(result)} />
    </DialogHost>
  ),
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Ask with useDialog()' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledWith('cancel'));
  },
};
