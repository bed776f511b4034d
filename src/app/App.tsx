import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { DialogHost } from '@/design-system/components/Dialog';
import { ToastProvider } from '@/design-system/components/Toast';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { SessionSync } from '@/lib/session';
import { GlobalErrorToasts } from './GlobalErrorToasts';
import { createAppRouter, type AppRouter } from './router';

export function App({ queryClient, router }: { queryClient: QueryClient; router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? createAppRouter(queryClient));
  return (
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <DialogHost>
            <GlobalErrorToasts />
            <SessionSync />
            <RouterProvider router={appRouter} />
          </DialogHost>
        </ToastProvider>
      </QueryClientProvider>
    </DesignSystemProvider>
  );
}
