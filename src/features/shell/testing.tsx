import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { createQueryClient } from '@/api/queryClient';
import { DialogHost } from '@/design-system/components/Dialog';
import { ToastProvider } from '@/design-system/components/Toast';
import { AppLayout, type AppLayoutProps } from './AppLayout';

/** Shows the current location (tests and stories assert where a link or the search went). */
export function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  );
}

export interface ShellFrameOptions extends AppLayoutProps {
  /** Starting URL (default '/'). */
  url?: string;
  queryClient?: QueryClient;
  /** The page inside the layout (default: the location probe). */
  page?: ReactNode;
}

/** The shell with its providers and a memory router: one page that shows where it is. */
export function shellRoutes({ page, ...layout }: Pick<ShellFrameOptions, 'page' | 'header' | 'forceSnow'>): RouteObject[] {
  return [{ path: '/', element: <AppLayout {...layout} />, children: [{ path: '*', element: page ?? <LocationProbe /> }, { index: true, element: page ?? <LocationProbe /> }] }];
}

export function ShellFrame({ url = '/', queryClient, ...rest }: ShellFrameOptions) {
  const [client] = useState(() => queryClient ?? createQueryClient({ retryDelay: 0 }));
  const [router] = useState(() => createMemoryRouter(shellRoutes(rest), { initialEntries: [url] }));
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <DialogHost>
          <RouterProvider router={router} />
        </DialogHost>
      </ToastProvider>
    </QueryClientProvider>
  );
}
