import type { ApiClient } from '@/api/client';
import { callEndpoint, endpoints } from '@/api/contract';
import { isApiError } from '@/api/errors';
import type { ApiMethod } from './methods';
import type { MethodParams } from './params';
import type { RelayApi } from './relay';
import type { RelayErrorCode, RelayReplyError } from './wire';

/*
 * Dispatch (issue 12): the SDK methods the API answers, each mapped onto its `sdk.*` contract endpoint
 * and called with the player's session (the app's API client sends the cookies). The methods the page
 * itself answers (handshake, game.*, settings.get, session.report) are the page's handlers (relay.ts).
 */

type Call<M extends ApiMethod> = (client: ApiClient, game: string, params: MethodParams[M]) => Promise<unknown>;

/** Method → endpoint. `game` is the slug of the game the frame plays. */
export const API_CALLS: { [M in ApiMethod]: Call<M> } = {
  'user.get': (c, game) => callEndpoint(c, endpoints['sdk.user'], { params: { game } }),
  'inventory.get': (c, game) => callEndpoint(c, endpoints['sdk.inventory'], { params: { game } }),
  'inventory.catalog': (c, game) => callEndpoint(c, endpoints['sdk.catalog'], { params: { game } }),
  'inventory.itemUrl': (c, game, p) => callEndpoint(c, endpoints['sdk.itemUrl'], { params: { game, item: p.item } }),
  'inventory.purchase': (c, game, p) => callEndpoint(c, endpoints['sdk.inventoryPurchase'], { params: { game }, body: p }),
  'leaderboards.get': (c, game, p) =>
    callEndpoint(c, endpoints['sdk.leaderboard'], { params: { game }, query: { page: p.page, per_page: p.size } }),
  'leaderboards.friends': (c, game, p) =>
    callEndpoint(c, endpoints['sdk.leaderboardFriends'], { params: { game }, query: { page: p.page, per_page: p.size } }),
  'leaderboards.my': (c, game) => callEndpoint(c, endpoints['sdk.leaderboardMy'], { params: { game } }),
  'leaderboards.postScore': (c, game, p) => callEndpoint(c, endpoints['sdk.leaderboardPostScore'], { params: { game }, body: p }),
  'leaderboards.stats': (c, game) => callEndpoint(c, endpoints['sdk.leaderboardStats'], { params: { game } }),
  'saves.all': (c, game) => callEndpoint(c, endpoints['sdk.saves'], { params: { game } }),
  'saves.load': (c, game, p) => callEndpoint(c, endpoints['sdk.saveLoad'], { params: { game, slot: p.slot } }),
  'saves.write': (c, game, p) =>
    callEndpoint(c, endpoints['sdk.saveWrite'], { params: { game, slot: p.slot }, body: { data: p.data } }),
  'saves.delete': (c, game, p) => callEndpoint(c, endpoints['sdk.saveDelete'], { params: { game, slot: p.slot } }),
  'saves.clear': (c, game) => callEndpoint(c, endpoints['sdk.savesClear'], { params: { game } }),
  'marketing.check': (c, game) => callEndpoint(c, endpoints['sdk.marketing'], { params: { game } }),
  'marketing.subscribe': (c, game) => callEndpoint(c, endpoints['sdk.marketingSubscribe'], { params: { game } }),
  'marketing.unsubscribe': (c, game) => callEndpoint(c, endpoints['sdk.marketingUnsubscribe'], { params: { game } }),
  'achievements.unlock': (c, game, p) => callEndpoint(c, endpoints['sdk.achievementUnlock'], { params: { game }, body: p }),
};

/** Calls the endpoint behind an API method and resolves with its `data`. */
export function callApiMethod<M extends ApiMethod>(client: ApiClient, game: string, method: M, params: MethodParams[M]): Promise<unknown> {
  return (API_CALLS[method] as Call<M>)(client, game, params);
}

/** The relay's API for `game` through the app's client (which sends the player's session). */
export function apiRelay(client: ApiClient, game: string): RelayApi {
  return { call: (method, params) => callApiMethod(client, game, method, params), error: toRelayError };
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
export function toRelayError(error: unknown): RelayReplyError {
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
