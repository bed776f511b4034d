import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { LegalPage } from './LegalPage';
import { withHelpRouter } from './storyRouter';

/*
 * /hc/legal/{page} in each server state (guide §3 Storybook). The server state comes from
 * `parameters.sandbox`; the URL from `parameters.helpUrl`. A status-screen failure (404, 500) reaches
 * the stand-in route boundary, which names the screen the app's boundary would show.
 */

const meta = {
  title: 'Pages/Legal',
  component: LegalPage,
  decorators: [withHelpRouter],
  parameters: { layout: 'fullscreen', helpUrl: '/hc/legal/privacy-policy' },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The imprint page answered with `content` (msw parameters of a story). */
const imprintWith = (content: string) => ({
  handlers: {
    help: [
      http.get('*/v1/public/help/legal/page/:page', () =>
        Response.json({
          status: { success: true, code: 200, message: 'OK', debug: null },
          data: { slug: 'imprint', title: 'Imprint', content, date: { updated: '2026-01-05T10:00:00.000Z' } },
        }),
      ),
    ],
  },
});

/** The privacy policy: title, last update and the sanitised body. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByTestId('legal-content')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Help Centre' })).toHaveAttribute('href', '/hc');
  },
};

/** Logged in: the same page (legal pages do not depend on the session). */
export const LoggedIn: Story = {
  parameters: { sandbox: { persona: 'player' }, helpUrl: '/hc/legal/terms-of-service' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('legal-content', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The `slow` scenario: the skeleton while the loader runs... then the page. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('legal-content', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A legal page whose body is empty (or nothing survives sanitising): it says so instead of a blank card. */
export const Empty: Story = {
  parameters: {
    helpUrl: '/hc/legal/imprint',
    msw: imprintWith('<p> </p><script>alert(1)</script>'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('legal-empty', {}, { timeout: 5000 })).toHaveTextContent('This page has no content yet.');
    await expect(canvas.queryByTestId('legal-content')).toBeNull();
  },
};

/** Markup from the API is sanitised: no handler or script survives. */
export const SanitisedBody: Story = {
  parameters: {
    helpUrl: '/hc/legal/imprint',
    msw: imprintWith('<h2>Who we are</h2><p>Safe text</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad link</a>'),
  },
  play: async ({ canvasElement }) => {
    const content = await within(canvasElement).findByTestId('legal-content', {}, { timeout: 5000 });
    await expect(content).toHaveTextContent('Safe text');
    await expect(content.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
  },
};

/** The `error` scenario: a 500 (the page has no error state of its own) goes to the 500 screen. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const screen = await within(canvasElement).findByTestId('status-screen', {}, { timeout: 5000 });
    await expect(screen).toHaveTextContent('serverError');
  },
};

/** The `offline` scenario: the network message inline with a retry, never the 503 screen. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('A network error has occurred. Please check your connection and try again.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** An unknown page: the server's 404 reaches the route boundary (the app shows the 404 screen). */
export const NotFound: Story = {
  parameters: { helpUrl: '/hc/legal/cookie-policy' },
  play: async ({ canvasElement }) => {
    const screen = await within(canvasElement).findByTestId('status-screen', {}, { timeout: 5000 });
    await expect(screen).toHaveAttribute('data-status', '404');
  },
};
