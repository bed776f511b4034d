import { Card, CardGrid, EarlyImageSkeleton, Skeleton, earlyListImage } from '@/design-system';
import { blogStrings } from '../strings';
import { ArticleCardBody as Body, CARD_HERO_SIZES } from './articleCardParts';

/** How many placeholder cards show while the index loads (the server's page size). */
export const SKELETON_CARDS = 8;

/**
 * The card's placeholder while the index loads (same size as a card). `earlyImage`: in the prerendered
 * first screen, where its hero is in the index's answer, for the early-data script (ADR 0012).
 */
export function ArticleCardSkeleton({ earlyImage }: { earlyImage?: { from: string; loading: 'eager' | 'lazy' } }) {
  return (
    <Card as="div" padding="none" aria-hidden="true">
      {earlyImage ? (
        <EarlyImageSkeleton from={earlyImage.from} loading={earlyImage.loading} radius="none" variants sizes={CARD_HERO_SIZES} />
      ) : (
        <Skeleton shape="block" aspectRatio="16 / 9" />
      )}
      <Body>
        <Skeleton shape="block" width={84} height={24} radius="xl" />
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="text" width="60%" />
      </Body>
    </Card>
  );
}

/**
 * A page of card placeholders, announced as loading. `earlyItems`: in the prerendered first screen,
 * where the page of articles is in the index's answer ('pagination.items'): the first card's hero is the
 * first screen's largest image (eager), the others lazy; the page skeleton around it announces the
 * loading there, so the grid does not again.
 */
export function ArticleGridSkeleton({ earlyItems }: { earlyItems?: string }) {
  const grid = (
    <CardGrid busy density="comfortable">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <ArticleCardSkeleton key={i} {...(earlyItems ? { earlyImage: earlyListImage(earlyItems, i) } : {})} />
      ))}
    </CardGrid>
  );
  if (earlyItems) return grid;
  return (
    <div aria-busy="true" data-testid="blog-loading">
      <span role="status" className="orb-visually-hidden">
        {blogStrings.loadingArticles}
      </span>
      {grid}
    </div>
  );
}
