/**
 * Percent off for a catalog item (spec §3: 'A sale badge shows percent off from price versus
 * discounted price').
 *
 * Returns null, meaning "no badge", when there is no discount: a non-finite or non-positive price,
 * a discounted price of 0 (an item is free only when price and price_discounted are both zero, so
 * a zero discounted price alone means "no discounted price set"), or a discounted price that is not
 * below the price.
 *
 * Otherwise rounds to the nearest whole percent (halves round up: 12.5 → 13), then clamps to 1..99
 * so a tiny discount never reads '-0%' and a deep one never reads '-100%' for an item that still costs.
 */
export function percentOff(price: number, discountedPrice: number): number | null {
  if (!Number.isFinite(price) || !Number.isFinite(discountedPrice)) return null;
  if (price <= 0 || discountedPrice <= 0 || discountedPrice >= price) return null;
  const percent = Math.round(((price - discountedPrice) / price) * 100);
  return Math.min(99, Math.max(1, percent));
}

/**
 * The badge text: a hyphen-minus, the whole percent and '%', e.g. 25 → '-25%'. Plain ASCII so that
 * it reads the same in every font and matches what tests and translators search for.
 */
export function formatPercentOff(percent: number): string {
  return `-${percent}%`;
}
