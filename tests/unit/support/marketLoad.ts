import { marketLoader } from '@/features/market/marketRoute';

/** The /market loader's answer to `url` (its splat `rest`): what it returns, or what it throws. */
export function loadMarket(url: string, rest: string): unknown {
  try {
    const request = new Request(`https://orbital.example${url}`);
    return marketLoader({ request, url: new URL(request.url), pattern: '/market/*', params: { '*': rest }, context: undefined as never });
  } catch (thrown) {
    return thrown;
  }
}
