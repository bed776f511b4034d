import {
  type Mutation,
  MutationCache,
  type Query,
  QueryCache,
  QueryClient,
  mutationOptions,
  queryOptions,
} from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { AnyEndpoint, QueryEndpoint } from './contract';
import { type CallArgs, type CallOptions, callEndpoint, type EndpointData, type EndpointInput } from './endpoint';
import { type ApiError, DEBUG, isAbortError, isApiError, toApiError } from './errors';
import { type ApiQueryKey, queryKeyFor } from './keys';

/** Every query and mutation error is an ApiError (the transport guarantees it; helpers wrap the rest). */
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** Data is fresh for 30 s: navigating back and forth does not refetch. */
export const QUERY_STALE_TIME = 30_000;
/** A failed query is retried at most this many times (mutations never). */
export const QUERY_MAX_RETRIES = 1;

/**
 * Retry policy of queries: once, and only for failures a second try can fix — a network error or a
 * 5xx other than maintenance. Never for 4xx (401, 403, 404, 419, 422…), 503 maintenance, schema or
 * client errors (the same answer would come back).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.isNetworkError) return true;
  if (error.debug === DEBUG.schema || error.debug === DEBUG.client || error.debug === DEBUG.request) return false;
  return error.code >= 500 && error.code !== 503;
}

export interface CreateQueryClientOptions {
  /** Every failed query (after retries): toasts, status screens, auth redirects live here or in features. */
  onQueryError?: (error: ApiError, query: Query<unknown, unknown, unknown>) => void;
  /** Every failed mutation. */
  onMutationError?: (error: ApiError, mutation: Mutation<unknown, unknown, unknown, unknown>) => void;
  /** Delay before the retry (default 1000 ms); tests pass 0. */
  retryDelay?: number;
}

export function createQueryClient(options: CreateQueryClientOptions = {}): QueryClient {
  const { onQueryError, onMutationError, retryDelay = 1000 } = options;
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onQueryError?.(toApiError(error), query),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onMutationError?.(toApiError(error), mutation),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME,
        retry: shouldRetryQuery,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** Rethrows cancellations as they are; everything else as an ApiError. */
function rethrow(error: unknown, endpoint: string): never {
  if (isAbortError(error)) throw error;
  throw toApiError(error, endpoint);
}

/**
 * queryOptions() for a GET endpoint: key from keys.ts's scheme, the query's AbortSignal passed to fetch,
 * `meta.endpoint` set for error handlers. Spread more options over it as needed.
 *
 *   useQuery(endpointQueryOptions(api, endpoints['games.details'], { params: { game } }))
 */
export function endpointQueryOptions<E extends QueryEndpoint>(client: ApiClient, endpoint: E, ...args: CallArgs<E>) {
  const [input] = args;
  const queryKey: ApiQueryKey = queryKeyFor(endpoint, input as { params?: unknown; query?: unknown } | undefined);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<EndpointData<E>> => {
      try {
        const callArgs = [{ ...input, signal }] as unknown as CallArgs<E>;
        return await callEndpoint(client, endpoint, ...callArgs);
      } catch (error) {
        return rethrow(error, endpoint.key);
      }
    },
    meta: { endpoint: endpoint.key },
  });
}

/**
 * mutationOptions() for any endpoint: the variables are the call's { params, query, body }.
 * Invalidations and optimistic updates belong to the feature's hook (spread them over this).
 */
export function endpointMutationOptions<E extends AnyEndpoint>(client: ApiClient, endpoint: E) {
  return mutationOptions<EndpointData<E>, ApiError, EndpointInput<E>>({
    mutationKey: queryKeyFor(endpoint),
    mutationFn: async (variables) => {
      try {
        const callArgs = [variables as CallOptions<E>] as unknown as CallArgs<E>;
        return await callEndpoint(client, endpoint, ...callArgs);
      } catch (error) {
        return rethrow(error, endpoint.key);
      }
    },
    meta: { endpoint: endpoint.key },
  });
}
