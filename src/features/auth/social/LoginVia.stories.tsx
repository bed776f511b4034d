import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail } from '@mocks/core/envelope';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { LoginVia } from './LoginVia';

/*
 * The login pane's 'Login Via' list (spec §2 Shell, §4) in each state: the providers, while they load,
 * none, a failed list, a provider's request running (the spinner on its icon) and a failed request
 * ('Login Error' with the server's message). The whole pane with it: Shell/Auth modal/Panes › Login.
 */

const SOCIAL_LOGIN = '*/v1/public/user/auth/social/login';

const meta = {
  title: 'Shell/Auth modal/Login Via',
  component: LoginVia,
  decorators: [withPageRouter('/auth/login', '/auth/login')],
} satisfies Meta<typeof LoginVia>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One button per provider, with its icon and title. */
export const Providers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Google' }, { timeout: 5000 })).toBeEnabled();
    await expect(canvas.getByRole('list', { name: 'Login Via' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Facebook' })).toHaveTextContent('Facebook');
  },
};

/** The `slow` scenario: placeholders while the providers load. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Loading login providers' }, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The `empty` scenario: no providers, no list (and no heading over nothing). */
export const Empty: Story = {
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByTestId('login-via')).toBeNull(), { timeout: 5000 });
    await expect(canvas.queryByText('Login Via')).toBeNull();
  },
};

/** The `error` scenario: the list says it could not load, with 'Try Again'. */
export const ListError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The login providers could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** A provider's request running: a spinner in place of that provider's icon. */
export const Spinner: Story = {
  parameters: { msw: { handlers: { social: [http.post(SOCIAL_LOGIN, async () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const google = await canvas.findByRole('button', { name: 'Google' }, { timeout: 5000 });
    await userEvent.click(google);
    await expect(google).toHaveAttribute('aria-busy', 'true');
    await expect(google.querySelector('svg')).toBeNull();
  },
};

/**
 * The request fails: 'Login Error' with the server's message. (A successful start opens a tab, which a
 * story cannot follow: the unit and end-to-end tests cover it.)
 */
export const RequestError: Story = {
  parameters: {
    msw: { handlers: { social: [http.post(SOCIAL_LOGIN, () => fail(422, 'Logging in with Google is paused right now.'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Google' }, { timeout: 5000 }));
    const body = within(document.body);
    // In the document (a toast slides in: visible only once its entrance is done).
    await expect(await body.findByText('Login Error', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(body.getByText('Logging in with Google is paused right now.')).toBeInTheDocument();
  },
};
