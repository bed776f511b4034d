import { data, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '@/lib/routeData';
import { coinOffersQueryOptions, showcaseQueryOptions } from './api/shop';
import { CoinPurchasePage } from './coins/CoinPurchasePage';
import { parseCoinAmount } from './coins/coinPurchaseLink';
import { PurchaseCompletePage } from './coins/PurchaseCompletePage';
import { isNewsletterAction, type NewsletterAction } from './newsletter/newsletterLink';
import { NewsletterTokenPage } from './newsletter/NewsletterTokenPage';
import { ShopPage } from './shop/ShopPage';

type MarketPageId = { kind: 'shop' } | { kind: 'coins' } | { kind: 'coinsSuccess' } | { kind: 'newsletter'; action: NewsletterAction };

/** The page a /market/{rest} address names (a trailing slash allowed), or null for none. */
function pageOf(rest: string | undefined): MarketPageId | null {
  const [first, second, ...more] = (rest ?? '').replace(/\/$/, '').split('/');
  if (first === '' && second === undefined) return { kind: 'shop' };
  if (first === 'coins' && second === undefined) return { kind: 'coins' };
  if (first === 'coins' && second === 'success' && more.length === 0) return { kind: 'coinsSuccess' };
  if (first === 'subscription' && isNewsletterAction(second) && more.length === 0) return { kind: 'newsletter', action: second };
  return null;
}

/**
 * /market/{rest}: an address of no shop page is the 404 screen (the route's boundary). Before anything
 * renders, a newsletter link without a token sends the visitor home (spec §8: a missing token sends the
 * user home), and /market/coins without a pack's amount sends them to the shop, where the packs are.
 */
export function marketLoader({ params, request, context }: LoaderFunctionArgs) {
  const page = pageOf(params['*']);
  if (!page) throw data(null, { status: 404 });
  if (page.kind === 'shop') {
    // The shop's lists start with the page's module (guide §2.7), not after its first render; a failure
    // is the page's to show, and its queries ask again.
    const queryClient = loaderQueryClient(context);
    void queryClient.prefetchQuery(coinOffersQueryOptions());
    void queryClient.prefetchQuery(showcaseQueryOptions());
  }
  const query = new URL(request.url).searchParams;
  if (page.kind === 'newsletter' && !query.get('token')) throw redirect('/');
  if (page.kind === 'coins' && parseCoinAmount(query.get('amount')) === null) throw redirect('/market');
  return null;
}

/** The shop's pages (spec §2 /market routes), one lazy route: its chunk loads only when one is opened. */
export function MarketPage() {
  const page = pageOf(useParams()['*']);
  switch (page?.kind) {
    case 'shop':
      return <ShopPage />;
    case 'coins':
      return <CoinPurchasePage />;
    case 'coinsSuccess':
      return <PurchaseCompletePage />;
    case 'newsletter':
      return <NewsletterTokenPage key={page.action} action={page.action} />;
    default:
      return null;
  }
}
