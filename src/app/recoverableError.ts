import { errorStatus } from '@/lib/errors/mapping';

/**
 * React's `onRecoverableError` for the app's root (rendered or hydrated): reports what React recovered
 * from as React does by default (a page error: the e2e suites fail on one, a hydration mismatch of a
 * prerendered page included), except a page's status screen replaced before it showed. That is a page
 * throwing its primary data's 404 (or 401, 403, 419, 503) to the route's boundary (PageError) in a render
 * that the next navigation replaced: React retries the render synchronously once, by then the address is
 * another page, which renders, and the player sees only that page. React's wrapper ('Minified React
 * error #520') carries what the render threw as its `cause`. The fuzz gate met it when a 404 arrived
 * while the next in-app navigation was rendering.
 */
export function reportRecoverableError(error: unknown): void {
  if (errorStatus((error as Error | null)?.cause) === null) reportError(error);
}
