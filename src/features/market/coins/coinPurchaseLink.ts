/** The most coins one address may name (the offers are far below; anything above is no pack). */
const MAX_AMOUNT = 10_000_000;

/** /market/coins?amount={coins}: the address that buys one coin pack (the shop's pack buttons). */
export function coinPurchaseHref(amount: number): string {
  return `/market/coins?amount=${amount}`;
}

/** The pack's coins from the address: a whole number from 1 up, written in digits only; else null. */
export function parseCoinAmount(raw: string | null): number | null {
  if (raw === null || !/^\d{1,8}$/.test(raw)) return null;
  const amount = Number(raw);
  return amount >= 1 && amount <= MAX_AMOUNT ? amount : null;
}

/**
 * The payment page the API answered, if it is one a browser may be sent to: an absolute http(s) URL
 * (never `javascript:`, `data:` or a relative path, which would not be the payment provider's page).
 */
export function paymentPageUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
}
