import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HelpCentrePage } from './HelpCentrePage';
import { withHelpRouter } from './storyRouter';

/*
 * /hc in each state (guide §3 Storybook). Server state and persona come from `parameters.sandbox`
 * (mocks/sandbox/README.md); the URL from `parameters.helpUrl`, rendered by the help routes in a
 * memory router with a fresh QueryClient per story.
 */

const meta = {
  title: 'Pages/Help centre',
  component: HelpCentrePage,
  decorators: [withHelpRouter],
  parameters: { layout: 'fullscreen', sandbox: { persona: 'guest' } },
} satisfies Meta<typeof HelpCentrePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Subject/ }, { timeout: 5000 }), 'Lost save');
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail address/ }), 'player@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'My save is gone.');
};

/** A guest: log in / register help, developers, legal links, contact. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help Centre' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByTestId('hc-guest-help', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'I have an account' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: "I'm new here" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Developer Area/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'SDK docs' })).toHaveAttribute('href', '/developers/sdk');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/hc/legal/privacy-policy');
  },
};

/** Logged in as the demo player: account help instead of log in / register. */
export const LoggedIn: Story = {
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = await canvas.findByTestId('hc-user-help', {}, { timeout: 5000 });
    await expect(within(help).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/account/home');
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
  },
};

/** The `slow` scenario: the page shows at once; player help is the guest view until the session answers. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'guest', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help Centre' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'I have an account' })).toBeVisible();
  },
};

/** The contact form (?view=contact): send disabled until all three fields are filled. */
export const ContactForm: Story = {
  parameters: { helpUrl: '/hc?view=contact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: 'Send' }, { timeout: 5000 });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Lost save');
    await expect(send).toBeDisabled();
  },
};

/** Success: 'Message Sent' toast and a cleared form. */
export const Success: Story = {
  parameters: { helpUrl: '/hc?view=contact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const body = within(canvasElement.ownerDocument.body);
    // The toast fades in: present at once, visible after its entry animation.
    await expect(await body.findByText('Message Sent', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(body.getByText('Thank you for your message. We will get back to you as soon as possible.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  },
};

/** The send fails (fail=help.supportMessage): 'Error' toast with the server's message; nothing typed is lost. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { helpUrl: '/hc?view=contact', sandbox: { persona: 'guest', fail: ['help.supportMessage'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('The server ran into an unexpected problem while handling this request. Please try again later.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('Lost save');
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('My save is gone.');
  },
};
