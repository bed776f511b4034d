import '../setup/msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { overrideConfig, resetConfig } from '@/config';
import { DialogHost } from '@/design-system/components/Dialog';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { homeRoutes } from '@/features/home/routes';
import { FeedbackModalProvider } from '@/features/shell/FeedbackModal';
import { ensureDatabase } from '../../mocks/db';

/* Home's two ad slots (spec §2 Home: after 'Game Categories' and after 'Newest Games'), against the mock backend. */

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await ensureDatabase();
  await import('@/features/home/HomePage');
  await import('@/features/ads/slot/AdSlot');
}, 30_000);
afterEach(() => resetConfig());

function renderHome() {
  const queryClient = createQueryClient({ retryDelay: 0 });
  const router = createMemoryRouter([{ path: '/', children: homeRoutes(queryClient) }], { initialEntries: ['/'] });
  render(
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <DialogHost>
          <FeedbackModalProvider>
            <RouterProvider router={router} />
          </FeedbackModalProvider>
        </DialogHost>
      </QueryClientProvider>
    </DesignSystemProvider>,
  );
}

const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('Home ad slots', () => {
  it('has none while the ads flag is off', async () => {
    renderHome();
    await screen.findByTestId('home-newest', {}, { timeout: 12_000 });
    expect(screen.queryByTestId('ad-slot')).toBeNull();
    expect(screen.queryByTestId('ad-slot-reserved')).toBeNull();
  });

  it("puts a 735x90 slot after 'Game Categories' and one after 'Newest Games' when it is on", async () => {
    overrideConfig({ ads: { enabled: true } });
    renderHome();
    await screen.findByTestId('home-newest', {}, { timeout: 12_000 });
    const slots = await screen.findAllByTestId('ad-slot', {}, { timeout: 12_000 });
    expect(slots).toHaveLength(2);
    for (const slot of slots) expect(slot).toHaveAttribute('data-size', '735x90');
    const [first, second] = slots as [HTMLElement, HTMLElement];
    expect(follows(screen.getByTestId('home-categories'), first)).toBe(true);
    expect(follows(first, screen.getByTestId('home-newest'))).toBe(true);
    expect(follows(screen.getByTestId('home-newest'), second)).toBe(true);
  });
});
