import type { ApiClient } from '@/api/client';
import type { callEndpoint as CallEndpoint, endpoints as Endpoints } from '@/api/contract';
import type { CallArgs, Endpoint, EndpointData } from '@/api/endpoint';
import type { isApiError as IsApiError } from '@/api/errors';
import type { ApiMethod, RelayApi } from './methods';
import type { MethodParams } from './params';
import type { RelayErrorCode, RelayReplyError } from './wire';

/*
 * Dispatch (issue 12): the SDK methods the API answers, each mapped onto its `sdk.*` contract endpoint
 * and called with the player's session (the app's API client sends the cookies). The methods the page
 * itself answers (handshake, game.*, settings.get, session.report) are the page's handlers (relay.ts).
 *
 * The page hands in the API's contract (`RelayContract`) rather than this module importing it: it shares
 * the relay's chunk, which a first visit loads before the app (ADR 0012) and so imports nothing of it.
 */

/** The app's API, as the page hands it to the relay: its client and the contract's calls. */
export interface RelayContract {
  client: ApiClient;
  callEndpoint: typeof CallEndpoint;
  endpoints: typeof Endpoints;
  isApiError: typeof IsApiError;
}

/** One call of the contract with the page's client. */
type Calls = <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) => Promise<EndpointData<E>>;
type Call<M extends ApiMethod> = (call: Calls, e: typeof Endpoints, game: string, params: MethodParams[M]) => Promise<unknown>;

/** Method → endpoint. `game` is the slug of the game the frame plays. */
export const API_CALLS: { [M in ApiMethod]: Call<M> } = {
  'user.get': (call, e, game) => call(e['sdk.user'], { params: { game } }),
  'inventory.get': (call, e, game) => call(e['sdk.inventory'], { params: { game } }),
  'inventory.catalog': (call, e, game) => call(e['sdk.catalog'], { params: { game } }),
  'inventory.itemUrl': (call, e, game, p) => call(e['sdk.itemUrl'], { params: { game, item: p.item } }),
  'inventory.purchase': (call, e, game, p) => call(e['sdk.inventoryPurchase'], { params: { game }, body: p }),
  'leaderboards.get': (call, e, game, p) =>
    call(e['sdk.leaderboard'], { params: { game }, query: { page: p.page, per_page: p.size } }),
  'leaderboards.friends': (call, e, game, p) =>
    call(e['sdk.leaderboardFriends'], { params: { game }, query: { page: p.page, per_page: p.size } }),
  'leaderboards.my': (call, e, game) => call(e['sdk.leaderboardMy'], { params: { game } }),
  'leaderboards.postScore': (call, e, game, p) => call(e['sdk.leaderboardPostScore'], { params: { game }, body: p }),
  'leaderboards.stats': (call, e, game) => call(e['sdk.leaderboardStats'], { params: { game } }),
  'saves.all': (call, e, game) => call(e['sdk.saves'], { params: { game } }),
  'saves.load': (call, e, game, p) => call(e['sdk.saveLoad'], { params: { game, slot: p.slot } }),
  'saves.write': (call, e, game, p) =>
    call(e['sdk.saveWrite'], { params: { game, slot: p.slot }, body: { data: p.data } }),
  'saves.delete': (call, e, game, p) => call(e['sdk.saveDelete'], { params: { game, slot: p.slot } }),
  'saves.clear': (call, e, game) => call(e['sdk.savesClear'], { params: { game } }),
  'marketing.check': (call, e, game) => call(e['sdk.marketing'], { params: { game } }),
  'marketing.subscribe': (call, e, game) => call(e['sdk.marketingSubscribe'], { params: { game } }),
  'marketing.unsubscribe': (call, e, game) => call(e['sdk.marketingUnsubscribe'], { params: { game } }),
  'achievements.unlock': (call, e, game, p) => call(e['sdk.achievementUnlock'], { params: { game }, body: p }),
};

/** Calls the endpoint behind an API method and resolves with its `data`. */
export function callApiMethod<M extends ApiMethod>(contract: RelayContract, game: string, method: M, params: MethodParams[M]): Promise<unknown> {
  const call: Calls = (endpoint, ...args) => contract.callEndpoint(contract.client, endpoint, ...args);
  return (API_CALLS[method] as Call<M>)(call, contract.endpoints, game, params);
}

/** The relay's API for `game` through the app's client (which sends the player's session). */
export function apiRelay(contract: RelayContract, game: string): RelayApi {
  return { call: (method, params) => callApiMethod(contract, game, method, params), error: (error) => toRelayError(error, contract.isApiError) };
}

/**
 * The debug marker of a purchase the balance cannot pay: the API answers it 422 (or 402) with this
 * marker (mocks/handlers/lib/commerce.ts `charge`), which tells it apart from a 422 validation failure.
 */
export const INSUFFICIENT_FUNDS_DEBUG = 'err_insufficient_funds';

/**
 * An API failure as a protocol error: 401/419 → login_required, 404 → not_found, 402 or the
 * err_insufficient_funds marker → insufficient_funds, 422 → invalid_params, 429 → rate_limited,
 * err_network → network, anything else → server.
 */
export function toRelayError(error: unknown, isApiError: typeof IsApiError): RelayReplyError {
  if (!isApiError(error)) {
    return { code: 'server', message: 'Something went wrong while handling this request.' };
  }
  const status = error.httpStatus ?? error.code;
  const message = error.message;
  const code: RelayErrorCode = error.isNetworkError
    ? 'network'
    : status === 401 || status === 419
      ? 'login_required'
      : status === 404
        ? 'not_found'
        : status === 402 || error.debug === INSUFFICIENT_FUNDS_DEBUG
          ? 'insufficient_funds'
          : status === 422
            ? 'invalid_params'
            : status === 429
              ? 'rate_limited'
              : 'server';
  return { code, message, status };
}
