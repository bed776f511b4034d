import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';

function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open modal
      </Button>
      <Modal
        {...args}
        open={open}
        onDismiss={(reason) => {
          args.onDismiss?.(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

const body = (
  <p>
    Jump into hundreds of browser VR games with no download. Your progress, achievements and coins follow you across
    every headset and browser.
  </p>
);

const meta = {
  title: 'Design System/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: true,
    title: 'Welcome to the arcade',
    children: body,
    onDismiss: fn(),
    footer: (
      <>
        <Button variant="secondary">Later</Button>
        <Button>Start playing</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['accent', 'info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Welcome to the arcade' });
    // Focus starts on the first focusable element.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  },
};

/** Tab stays inside, Escape closes, focus goes back to the trigger. */
export const KeyboardFlow: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to the arcade' });
    // Focus starts on the first focusable element and Tab cycles inside the panel.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledWith('escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Reopened from its trigger, closing returns focus to that trigger.
    const trigger = screen.getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Small: Story = { args: { size: 'sm', title: 'Leave the game?' } };

export const Large: Story = { args: { size: 'lg', title: 'Game overview' } };

export const BackdropDismiss: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(args.onDismiss).toHaveBeenCalledWith('backdrop');
  },
};

export const WithoutCloseButton: Story = { args: { showCloseButton: false } };

export const NotDismissible: Story = {
  args: { dismissible: false, title: 'Saving your progress' },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

export const DangerTone: Story = { args: { tone: 'danger', title: 'Delete your review?' } };

export const LongContent: Story = {
  args: {
    title: 'Terms of Service',
    children: (
      <>
        {Array.from({ length: 14 }, (_, i) => (
          <p key={i} style={{ marginBottom: '1rem' }}>
            Section {i + 1}. The arcade hosts browser games made by independent developers. Play fair, respect other
            players and keep your account details private.
          </p>
        ))}
      </>
    ),
  },
  play: async () => {
    // A body that scrolls joins the tab order, so keyboard users can scroll it (WCAG 2.1.1).
    const dialog = await screen.findByRole('dialog');
    const scroller = await waitFor(() => {
      const scrolling = Array.from(dialog.querySelectorAll<HTMLElement>('div')).find((el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY === 'auto');
      expect(scrolling).toBeDefined();
      return scrolling as HTMLElement;
    });
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open modal' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
