import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../src/api/queryClient';
import { ToastProvider } from '../../src/design-system/components/Toast';
import { DesignSystemProvider } from '../../src/design-system/theme/ThemeProvider';

/** Renders `ui` with what the auth modal and the session need: theme, query client, toasts, a router. */
export function renderWithApp(ui: ReactElement, { queryClient = createQueryClient({ retryDelay: 0 }), path = '/' } = {}) {
  const result = render(
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </DesignSystemProvider>,
  );
  return { ...result, queryClient };
}

/** A BroadcastChannel stand-in: channels of one name in this process hear each other (not themselves). */
export class FakeBroadcastChannel extends EventTarget {
  static open = new Set<FakeBroadcastChannel>();
  constructor(readonly name: string) {
    super();
    FakeBroadcastChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const channel of FakeBroadcastChannel.open) {
      if (channel !== this && channel.name === this.name) channel.dispatchEvent(new MessageEvent('message', { data }));
    }
  }
  close() {
    FakeBroadcastChannel.open.delete(this);
  }
}

/** How many of a `fetch` spy's calls went to a URL containing `fragment` (a Request's URL or the input). */
export function fetchCallsTo(spy: { mock: { calls: unknown[][] } }, fragment: string): number {
  return spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes(fragment)).length;
}

export type { QueryClient };
