import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, type LoaderFunction, type RouterContextProvider } from 'react-router';
import { primaryErrorView } from './errors/mapping';

/**
 * Route loaders and the query cache (guide §2.7: routes lazy, loaders prefetch with ensureQueryData).
 * The app's router puts its QueryClient in the router context; a loader reads it with
 * `context.get(queryClientContext)`.
 */
export const queryClientContext = createContext<QueryClient>();

/** The QueryClient of a loader's `context`. */
export function loaderQueryClient(context: Readonly<RouterContextProvider>): QueryClient {
  return context.get(queryClientContext);
}

/**
 * A loader's prefetch of a page's primary data: `ensureQueryData`, then the guide's §2.10 rule —
 * a failure that is a status screen (401, 403, 404, 419, real 503; 500 when the page has no error
 * state) is thrown so the route's error boundary shows that screen; any other failure (network, 500
 * on a page with an error state) resolves to undefined and the page shows its inline state from the
 * query (the query keeps its error; the page's useQuery retries once on mount).
 */
export async function ensurePrimaryData<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey> & { queryKey: TKey },
  { inlineErrorState = false }: { inlineErrorState?: boolean } = {},
): Promise<TData | undefined> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (primaryErrorView(error, { inlineErrorState }).kind === 'screen') throw error;
    return undefined;
  }
}

/**
 * A route's loader whose code is a chunk of its own (ADR 0008 › Route loaders): the route table, on every
 * page's startup path, holds only the import, so one route's request-building code (its parameters, its
 * API calls) is not in every other route's first load. The router awaits it alongside the page's own
 * module, which it loads at the same time; a failed import is a route error, like a page's.
 */
export function lazyLoader<M>(load: () => Promise<M>, pick: (module: M) => LoaderFunction): LoaderFunction {
  return async (args, handlerCtx) => pick(await load())(args, handlerCtx);
}
