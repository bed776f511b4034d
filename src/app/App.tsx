import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { router } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </DesignSystemProvider>
  );
}
