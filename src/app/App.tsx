import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { DialogHost } from '@/design-system/components/Dialog';
import { ToastProvider } from '@/design-system/components/Toast';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { RealtimeBridge } from '@/features/shell/RealtimeBridge';
import { router } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <DialogHost>
            <RealtimeBridge />
            <RouterProvider router={router} />
          </DialogHost>
        </ToastProvider>
      </QueryClientProvider>
    </DesignSystemProvider>
  );
}
