import { useLocation } from 'react-router';
import { PageBlocks } from '@/lib/PageBlocks';
import { PageSkeleton } from '@/lib/PageSkeleton';
import { ShopIntro } from './shop/ShopIntro';
import { ShopTopPending } from './shop/panelFrames';

/**
 * The first screen of a /market page before the app has taken over (the route's hydrate fallback, ADR
 * 0012). The shop's is prerendered into its HTML: the page itself as it is before the session check has
 * answered — its heading and intro, the balance and premium panels' titles and the premium offer's text
 * (static), the session's parts as skeletons. `data-early-content`: the page's largest first-screen
 * element (measured: the premium panel's 'not renewed' text on a phone) is in the HTML, so the early-data
 * script requests the app's scripts once it has painted. The other /market pages (one route with the
 * shop) get the plain skeleton.
 */
export function MarketFirstScreen() {
  const shop = /^\/market\/?$/.test(useLocation().pathname);
  return (
    <PageSkeleton
      page={
        shop ? (
          <PageBlocks data-early-content="">
            <ShopIntro />
            <ShopTopPending />
          </PageBlocks>
        ) : undefined
      }
    />
  );
}
