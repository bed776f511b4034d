import type { MethodParams, SdkMethod } from './params';
import type { RelayReplyError } from './wire';

/*
 * Which SDK methods the page answers itself (RelayHandlers in relay.ts) and which go to the API
 * (dispatch.ts), and the API's shape as the relay sees it. Apart from both, which share one chunk: relay.ts
 * re-exports dispatch's apiRelay for the page's one import, and dispatch takes the relay's API type from
 * here, so neither imports the other in a cycle.
 */

/** The methods the page answers itself. */
export type PageMethod = 'handshake' | 'game.loading' | 'game.loaded' | 'game.happytime' | 'game.inviteLink' | 'settings.get' | 'session.report' | 'ads.break';
/** The methods that go to the API. */
export type ApiMethod = Exclude<SdkMethod, PageMethod>;

export const PAGE_METHODS: ReadonlySet<string> = new Set<PageMethod>([
  'handshake',
  'game.loading',
  'game.loaded',
  'game.happytime',
  'game.inviteLink',
  'settings.get',
  'session.report',
  'ads.break',
]);

export function isPageMethod(method: SdkMethod): method is PageMethod {
  return PAGE_METHODS.has(method);
}

/** The API behind the methods the page does not answer itself, for one game. */
export interface RelayApi {
  /** Calls the API behind `method`; resolves with the answer's data. */
  call(method: ApiMethod, params: MethodParams[ApiMethod]): Promise<unknown>;
  /** A failed call's error as the protocol's. */
  error(error: unknown): RelayReplyError;
}
