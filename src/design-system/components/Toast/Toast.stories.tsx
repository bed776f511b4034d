import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { durations } from '../../tokens';
import { Button } from '../Button';
import { preloadToasts, ToastProvider, useToast, type AchievementToastOptions, type ToastOptions } from './ToastProvider';

// A data-URI thumbnail so the story needs no network or fixture.
const thumb =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7856ff"/><stop offset="1" stop-color="#1fd3e0"/></linearGradient></defs><rect width="56" height="56" fill="url(#g)"/><path d="M28 12l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="#ffe49a"/></svg>',
  );

interface DemoArgs {
  toasts: ToastOptions[];
  achievement?: AchievementToastOptions;
  max?: number;
}

/** Shows the given toasts as soon as it mounts (fixed ids, so a double effect replaces instead of doubling). */
function Fire({ toasts, achievement }: DemoArgs) {
  const { toast, achievement: unlock } = useToast();
  useEffect(() => {
    toasts.forEach((options, index) => toast({ id: `story-${index}`, ...options }));
    if (achievement) unlock({ id: 'story-achievement', ...achievement });
  }, [toasts, achievement, toast, unlock]);
  return null;
}

function Playground() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast({ type: 'success', title: 'Message Sent', body: 'Thank you for your message. We will get back to you as soon as possible.' })}>
        Success toast
      </Button>
      <Button variant="danger" onClick={() => toast({ type: 'danger', title: 'Invalid Input', body: 'Please enter at least 3 character to perform a search.' })}>
        Danger toast
      </Button>
      <Button variant="secondary" onClick={() => toast({ type: 'info', title: 'Short one', timeout: durations.toastShort })}>
        3 s toast
      </Button>
    </div>
  );
}

const stay = Number.POSITIVE_INFINITY;

const meta = {
  title: 'Design System/Toast',
  // The cards are a chunk of their own (loaded on the first toast): these stories show them once there.
  loaders: [
    async () => {
      await preloadToasts();
      return {};
    },
  ],
  render: (args: DemoArgs) => (
    <ToastProvider max={args.max}>
      <Fire {...args} />
    </ToastProvider>
  ),
  args: { toasts: [] },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    toasts: [{ type: 'info', title: 'New Tab Opened', body: 'A new tab has been opened for login. Please complete the login process and return to this tab.', timeout: stay }],
  },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('New Tab Opened');
  },
};

export const Success: Story = {
  args: { toasts: [{ type: 'success', title: 'Welcome Back!', body: 'Good to see you again, player.', timeout: stay }] },
};

export const Warning: Story = {
  args: { toasts: [{ type: 'warning', title: 'Connection unstable', body: 'Real-time updates may arrive late.', timeout: stay }] },
};

export const Danger: Story = {
  args: { toasts: [{ type: 'danger', title: 'Oops!', body: 'A network error has occurred. Please check your connection and try again.', timeout: stay }] },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Oops!');
  },
};

export const NotDismissible: Story = {
  args: { toasts: [{ type: 'info', title: 'Saving your progress', dismissible: false, timeout: stay }] },
  play: async () => {
    await screen.findByText('Saving your progress');
    await expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  },
};

export const WithCountdown: Story = {
  args: { toasts: [{ type: 'success', title: 'Purchase Complete', body: 'Your coins are on their way.' }] },
};

export const Achievement: Story = {
  args: {
    toasts: [],
    achievement: { title: 'First Light', desc: 'Finish the tutorial of Starfall Arena.', thumb, thumbAlt: '', eyebrow: 'Achievement Unlocked', timeout: stay },
  },
  play: async () => {
    const card = await screen.findByRole('status');
    await expect(card).toHaveTextContent('First Light');
    await expect(card.querySelector('img')).not.toBeNull();
  },
};

export const Stack: Story = {
  args: {
    toasts: [
      { type: 'info', title: 'New Tab Opened', timeout: stay },
      { type: 'warning', title: 'Session ends soon', timeout: stay },
      { type: 'success', title: 'Premium Activated!', body: 'Enjoy the arcade with no ads.', timeout: stay },
    ],
  },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(3));
    // Newest on top.
    await expect(screen.getAllByRole('status')[0]).toHaveTextContent('Premium Activated!');
  },
};

export const Capped: Story = {
  args: {
    max: 2,
    toasts: [
      { type: 'info', title: 'First', timeout: stay },
      { type: 'info', title: 'Second', timeout: stay },
      { type: 'info', title: 'Third', timeout: stay },
    ],
  },
  play: async () => {
    await screen.findByText('Third');
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
    await expect(screen.getAllByRole('status')).toHaveLength(2);
  },
};

export const AutoDismiss: Story = {
  args: { toasts: [{ type: 'info', title: 'Gone in a second', timeout: 1000 }] },
  play: async () => {
    await screen.findByText('Gone in a second');
    // 1000 ms timeout + the 400 ms exit.
    await waitFor(() => expect(screen.queryByText('Gone in a second')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const Interactive: Story = {
  render: () => (
    <div style={{ padding: '1.5rem' }}>
      <ToastProvider>
        <Playground />
      </ToastProvider>
    </div>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Danger toast' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Input');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};
