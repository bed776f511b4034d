import { GAME_PAGE_SIZE } from '@/api/schemas/game';
import { CardGrid, GameCardSkeleton, earlyListImage } from '@/design-system';
import { gameListStrings } from '../listStrings';

export interface GameGridSkeletonProps {
  /** 'auto' on the index; 2 on the tag page (spec §2). */
  columns?: 'auto' | 2;
  /** The loading state's test id is `{testId}-loading` (none in a first screen). */
  testId?: string;
  /**
   * In a route's prerendered first screen: where the page of games is in the route's first API answer
   * ('pagination.items'), so the early-data script shows each card's image before the app (ADR 0012); the
   * first one eagerly (the first screen's largest image), the others lazily. The page skeleton around
   * it announces the loading there, so the grid does not again.
   */
  earlyItems?: string;
}

/** A page of fixed-size card skeletons: the grid keeps its size when the cards arrive. */
export function GameGridSkeleton({ columns = 'auto', testId, earlyItems }: GameGridSkeletonProps) {
  const grid = (
    <CardGrid busy list={false} columns={columns} aria-hidden="true">
      {Array.from({ length: GAME_PAGE_SIZE }, (_, i) => (
        <GameCardSkeleton key={i} {...(earlyItems ? { earlyImage: earlyListImage(earlyItems, i) } : {})} />
      ))}
    </CardGrid>
  );
  // In a first screen the page skeleton around it announces the loading.
  if (earlyItems) return grid;
  return (
    <div aria-busy="true" data-testid={testId ? `${testId}-loading` : undefined}>
      <span role="status" className="orb-visually-hidden">
        {gameListStrings.loading}
      </span>
      {grid}
    </div>
  );
}
