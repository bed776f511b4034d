import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '@/api/keys';
import { DialogHost } from '@/design-system/components/Dialog';
import { FeedbackModalProvider } from '@/features/shell/FeedbackModal';
import { overrideConfig, resetConfig } from '@/config';
import { GameAdBlock } from '@/features/games/game-page/GameAdBlock';
import { renderWithTheme } from '../../../../tests/utils/render';
import { AdSlotReserved, adsOn } from './LazyAdSlot';

function renderWithSession(ui: React.ReactElement, premium: string | null | undefined = undefined) {
  const client = new QueryClient();
  client.setQueryData(keys.auth.status(), premium === undefined ? null : { account: { premium }, settings: {} });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <DialogHost>
        <FeedbackModalProvider>{ui}</FeedbackModalProvider>
      </DialogHost>
    </QueryClientProvider>,
  );
}

afterEach(() => resetConfig());

describe('the ads flag (config.ads.enabled, with the build constant)', () => {
  it('is off unless the flag is on', () => {
    // Tests build with ORBITAL_ADS_BUILD true (vite.config.ts adsBuild: every mode but production).
    expect(ORBITAL_ADS_BUILD).toBe(true);
    expect(adsOn()).toBe(false);
    overrideConfig({ ads: { enabled: true } });
    expect(adsOn()).toBe(true);
  });

  it("leaves no game page ad block when off (Decision 6), and puts the 600x500 slot in it when on", async () => {
    const off = renderWithSession(<GameAdBlock />);
    expect(screen.queryByTestId('game-ad-block')).toBeNull();
    expect(screen.queryByText('Advertisement')).toBeNull();
    off.unmount();

    overrideConfig({ ads: { enabled: true } });
    renderWithSession(<GameAdBlock />);
    const slot = await screen.findByTestId('ad-slot');
    expect(slot).toHaveAttribute('data-size', '600x500');
    expect(screen.getByTestId('game-ad-block')).toContainElement(slot);
  });

  it('reserves no box for a premium player', () => {
    renderWithSession(<AdSlotReserved size="735x90" />, '2999-01-01T00:00:00Z');
    expect(screen.queryByTestId('ad-slot-reserved')).toBeNull();
  });

  it('reserves the final size for everyone else', () => {
    renderWithSession(<AdSlotReserved size="735x90" />);
    const box = screen.getByTestId('ad-slot-reserved');
    expect(box.style.aspectRatio).toBe('735 / 90');
    expect(box.style.maxWidth).toBe('735px');
  });
});
