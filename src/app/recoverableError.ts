import { errorStatus } from '@/lib/errors/mapping';

/** The console message of a hydration mismatch of a prerendered route (tests look for it). */
export const HYDRATION_MISMATCH = 'Orbital: the prerendered page did not match the app';

/**
 * True when React recovered from a page's status screen thrown in a render that a navigation then
 * replaced: a page throws its primary data's 404 (or 401, 403, 419, 503) to the route's boundary
 * (PageError), React retries the render synchronously once, and by then the address is another page,
 * which renders. The player sees only that page; the fuzz gate met it as a 'Minified React error #520'
 * page error when a 404 arrived while the next in-app navigation was rendering.
 */
export function isReplacedStatusScreen(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause !== undefined && errorStatus(cause) !== null;
}

/**
 * React's `onRecoverableError` for both roots: a replaced status screen is expected and logged for
 * developers only; anything else keeps React's report (a page error), or for a prerendered page the
 * hydration-mismatch message the e2e suites fail on.
 */
export function recoverableErrorHandler({ hydrating }: { hydrating: boolean }): (error: unknown) => void {
  return (error) => {
    if (isReplacedStatusScreen(error)) {
      console.info('Orbital: a status screen was replaced by the next page before it showed', error);
      return;
    }
    if (hydrating) console.error(`${HYDRATION_MISMATCH}: ${error instanceof Error ? error.message : String(error)}`);
    else window.reportError(error);
  };
}
