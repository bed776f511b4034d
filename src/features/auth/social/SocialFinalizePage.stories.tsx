import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok } from '@mocks/core/envelope';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { SocialFinalizePage } from './SocialFinalizePage';

/*
 * /auth/social/finalize?token=…&provider=… (spec §2, §4, §8) in each state: the form ('Almost There!'),
 * its validation messages, 'Random', a refused registration ('Login Error', nothing typed lost), a
 * completed one, and a token off the API host (home). The token is a finalize link on the preview's own
 * origin (the API host of Storybook's mock); the register call is answered per story.
 */

const FINALIZE = '*/v1/public/user/auth/social/finalize/:provider/:token';
const link = (origin: string) => `${origin}/v1/public/user/auth/social/finalize/google/story-token-123?expires=1900000000&signature=abc`;
const pageUrl = (token: string, provider = 'google') => `/auth/social/finalize?${new URLSearchParams({ token, provider })}`;
const here = () => window.location.origin;

const meta = {
  title: 'Pages/Auth/Social Login Finalize',
  component: SocialFinalizePage,
  decorators: [(Story, context) => withPageRouter('/auth/social/finalize', pageUrl(link(here())))(Story, context)],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SocialFinalizePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: () => canvas.getByLabelText('E-mail address', { selector: 'input' }),
    username: () => canvas.getByLabelText('Username', { selector: 'input' }),
  };
};

/** The form: 'Almost There!', the e-mail and username fields, 'Random' and Register. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, username } = fields(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Almost There!' }, { timeout: 5000 })).toBeVisible();
    await expect(email()).toHaveValue('');
    await expect(username()).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Random' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled();
  },
};

/** Register with empty or invalid fields: what is missing or wrong, under each field. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, username } = fields(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Register' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Please enter your e-mail address.')).toBeVisible();
    await expect(canvas.getByText('Please choose a username.')).toBeVisible();
    await userEvent.type(email(), 'not-an-address');
    await userEvent.type(username(), 'a!');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(canvas.getByText('Use 3 to 30 letters, digits, dots, dashes or underscores.')).toBeVisible();
  },
};

/** 'Random' fills a free username from the API. */
export const RandomUsername: Story = {
  name: 'Random',
  play: async ({ canvasElement }) => {
    const { canvas, username } = fields(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Random' }, { timeout: 5000 }));
    await waitFor(() => expect(username()).not.toHaveValue(''), { timeout: 5000 });
  },
};

/** The server refuses: 'Login Error' with its message; what was typed stays. */
export const Refused: Story = {
  parameters: {
    msw: { handlers: { social: [http.post(FINALIZE, () => fail(422, 'This e-mail address is already registered. Please log in or use another e-mail address.'))] } },
  },
  play: async ({ canvasElement }) => {
    const { canvas, email, username } = fields(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail address', { selector: 'input' }, { timeout: 5000 }), 'player@orbital.test');
    await userEvent.type(username(), 'star_pilot');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const body = within(document.body);
    // In the document (a toast slides in: visible only once its entrance is done).
    await expect(await body.findByText('Login Error', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(body.getByText('This e-mail address is already registered. Please log in or use another e-mail address.')).toBeInTheDocument();
    await expect(email()).toHaveValue('player@orbital.test');
    await expect(username()).toHaveValue('star_pilot');
  },
};

/** Registered: logged in, and the page says so (the opener closes this tab when it hears of it). */
export const Registered: Story = {
  parameters: { msw: { handlers: { social: [http.post(FINALIZE, () => ok({ provider: 'google' }))] } } },
  play: async ({ canvasElement }) => {
    const { canvas, username } = fields(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail address', { selector: 'input' }, { timeout: 5000 }), 'comet@orbital.test');
    await userEvent.type(username(), 'comet_rider');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Registration Completed' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account' })).toBeEnabled();
  },
};

/** A token off the API host goes home, asking nothing. */
export const OffSiteToken: Story = {
  parameters: { pageUrl: pageUrl('https://evil.example/v1/public/user/auth/social/finalize/google/story-token-123?expires=1900000000&signature=abc') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Navigated away', {}, { timeout: 5000 })).toBeVisible();
  },
};
