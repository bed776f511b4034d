import { track } from '@/lib/analytics';
import type { RelayTraffic } from './relay';

/**
 * Purchases made from inside a game reach analytics (spec §7: purchases), read from the relay's traffic:
 * each successful `inventory.purchase` reply, with the count its request asked for (1 when it named none or
 * an invalid one, as the relay's params default it). Kept out of the relay's own chunk (issue 12's 5 kB).
 */
export function trackGamePurchases(game: string): (entry: RelayTraffic) => void {
  const asked = new Map<string, unknown>();
  return (entry) => {
    if (entry.kind === 'drop' || entry.kind === 'event' || entry.method !== 'inventory.purchase') return;
    if (entry.kind === 'request') {
      asked.set(entry.id, entry.params);
      return;
    }
    const params = asked.get(entry.id) as { item?: unknown; count?: unknown } | undefined;
    asked.delete(entry.id);
    if (entry.kind !== 'reply') return;
    const count = params?.count;
    const amount = typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 1;
    track('purchase', { kind: 'item', amount, via: 'game', game, item: String(params?.item) });
  };
}
