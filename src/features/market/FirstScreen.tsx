import { useLocation } from 'react-router';
import { PageSkeleton } from '@/lib/PageSkeleton';
import { ShopIntro } from './shop/ShopIntro';

/**
 * The first screen of a /market page before the app has taken over (the route's hydrate fallback, ADR
 * 0012). The shop's is prerendered into its HTML: the page's own heading and intro, which are static,
 * above the skeleton of its panels, which depend on the session and the lists. `data-early-content`: the
 * page's largest first-screen element is in the HTML, so the early-data script requests the app's scripts
 * once it has painted. The other /market pages (one route with the shop) get the plain skeleton.
 */
export function MarketFirstScreen() {
  const shop = /^\/market\/?$/.test(useLocation().pathname);
  return (
    <PageSkeleton
      hero={
        shop ? (
          <div data-early-content="">
            <ShopIntro />
          </div>
        ) : undefined
      }
    />
  );
}
