import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterContextProvider, RouterProvider, type RouteObject } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createQueryClient } from '@/api/queryClient';
import { ApiError, networkError } from '@/api/errors';
import { FullPageSkeleton } from '@/design-system/components/Skeleton';
import { getAuthModalState } from '@/lib/authModal';
import { queryClientContext } from '@/lib/routeData';
import { NotFoundPage } from './NotFoundPage';
import { notFoundLoader } from './notFoundLoader';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { StatusScreen } from './StatusScreen';

/*
 * Every status screen of spec §2, reached the way the app reaches it: a route whose loader fails is
 * shown by the route's error boundary through the error mapping (src/lib/errors), and the 404 route
 * asks the mock backend's redirect check first. Literal strings are the spec's (guide §2.11).
 */

const apiError = (code: number, message: string) => new ApiError({ status: { success: false, code, message }, data: null }, { httpStatus: code });

/** A tiny app: the 404 route (real loader, real mock backend) and a page whose loader throws `error`. */
function StatusHarness({ path, error }: { path: string; error?: unknown }) {
  const [queryClient] = useState(() => createQueryClient({ retryDelay: 0 }));
  const [router] = useState(() => {
    const routes: RouteObject[] = [
      {
        errorElement: <RouteErrorBoundary />,
        hydrateFallbackElement: <FullPageSkeleton shell={false} label="Loading..." />,
        children: [
          {
            path: '/failing',
            loader: () => {
              throw error;
            },
            element: null,
          },
          { path: '*', loader: notFoundLoader, element: <NotFoundPage /> },
        ],
      },
    ];
    return createMemoryRouter(routes, {
      initialEntries: [path],
      getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
    });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Pages/Status/Status screens',
  component: StatusHarness,
  parameters: { layout: 'fullscreen' },
  args: { path: '/failing' },
} satisfies Meta<typeof StatusHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

export const NotFound: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'BOO! HAHA');
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Just kidding. It's just a 404 page.")).toBeVisible();
    await expect(canvas.getByText("It means this page doesn't exist.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Let's Go Back" })).toBeVisible();
  },
};

/** The redirect check fails (500): spec §8 'Redirect-check failure leads to the 404 page'. */
export const NotFoundWhenTheRedirectCheckFails: Story = {
  args: { path: '/no/such/page' },
  parameters: { sandbox: { fail: ['system.redirectCheck'], failStatus: 500 } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'BOO! HAHA');
  },
};

/** While the redirect check runs: the full-page skeleton (spec §4 '404: loading, then …'). */
export const NotFoundLoading: Story = {
  args: { path: '/no/such/page' },
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  },
};

export const Unauthorized: Story = {
  args: { error: apiError(401, 'Unauthenticated.') },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Unauthorized Access');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log In' }));
    await expect(getAuthModalState()).toMatchObject({ open: true, pane: 'login' });
  },
};

export const Forbidden: Story = {
  args: { error: apiError(403, 'This action is unauthorized.') },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Permission Denied');
  },
};

export const SessionExpired: Story = {
  args: { error: apiError(419, 'Page Expired') },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Session Expired');
  },
};

export const ServerError: Story = {
  args: { error: apiError(500, 'Server Error') },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Server Error');
    await expect(within(canvasElement).getByText('Something went wrong while trying to handle this request. Please try again later.')).toBeVisible();
  },
};

/** Unknown statuses show the 500 page (spec §2). */
export const UnknownStatus: Story = {
  args: { error: apiError(418, "I'm a teapot") },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Server Error');
  },
};

/** A failed lazy module (a stale deployment after the guarded reload): the 500 screen, never blank. */
export const FailedModule: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: /assets/Page-123.js') },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Server Error');
  },
};

export const Unavailable: Story = {
  args: { error: apiError(503, "We're currently down for maintenance to add extra fancy features. Please try again in 30 seconds.") },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Service Unavailable');
    await expect(
      within(canvasElement).getByText("We're currently down for maintenance to add extra fancy features. Please try again in 30 seconds."),
    ).toBeVisible();
  },
};

/** The maintenance scenario on the 404 route: the redirect check answers 503, so 'Service Unavailable'. */
export const UnavailableFromTheMaintenanceScenario: Story = {
  args: { path: '/no/such/page' },
  parameters: { sandbox: { scenario: 'maintenance' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Service Unavailable');
  },
};

/** err_network (code 503) is never the maintenance screen: the network message inline, with a retry. */
export const NetworkFailure: Story = {
  args: { error: networkError() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('A network error has occurred. Please check your connection and try again.')).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.queryByText('Service Unavailable')).toBeNull();
  },
};

/** The root boundary's form: no shell around it, the screen is the page's main landmark. */
export const Standalone: StoryObj<typeof StatusScreen> = {
  render: () => {
    const router = createMemoryRouter([{ path: '*', element: <StatusScreen kind="serverError" standalone /> }]);
    return <RouterProvider router={router} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toBeVisible();
  },
};
