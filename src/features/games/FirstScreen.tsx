import styled from 'styled-components';
import { EarlyImageSkeleton, PageTitle, Skeleton } from '@/design-system';
import { PageSkeleton } from '@/lib/PageSkeleton';
import { GameGridSkeleton } from './components/GameGridSkeleton';
import { FilteredLayout, FilterSidebarSkeleton, ListHeader, LoadingTitle, SortSelectSkeleton } from './components/indexLayout';
import { gameListStrings } from './listStrings';

/** CatalogItemPage's hero `sizes`: three fifths of the width beside the details from the large breakpoint. */
export const CATALOG_HERO_SIZES = '(min-width: 1024px) 60vw, 100vw';

/* CatalogItemPage's frame (its Page gap, then the item's layout), so the hero's box is the page's. */
const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/** The item's hero beside its details from the large breakpoint, stacked below it: the page's and this screen's. */
export const CatalogItemLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/**
 * A catalog item's first screen before the app has taken over (the route's hydrate fallback, prerendered
 * into its HTML): the back link's place, then the item's hero beside its details; the early-data script
 * fills the hero with the item's image as soon as the API answers (ADR 0012), and the app then draws it
 * in the same box.
 */
export function CatalogItemFirstScreen() {
  return (
    <PageSkeleton hero={
        <Top>
          <Skeleton width={180} height={44} radius="sm" />
          <CatalogItemLayout>
            <EarlyImageSkeleton from="item.hero" radius="lg" variants sizes={CATALOG_HERO_SIZES} />
            <Details>
              <Skeleton width="70%" height={40} />
              <Skeleton shape="text" lines={4} />
            </Details>
          </CatalogItemLayout>
        </Top>
      }
    />
  );
}

/**
 * The game index's first screen before the app has taken over (prerendered, ADR 0012): its title and the
 * sort's place, the filters' form as skeletons, and a page of card skeletons whose images the early-data
 * script fills from the index's answer, so the first card's image paints before the app.
 */
export function GameIndexFirstScreen() {
  return (
    <PageSkeleton
      page={
        <>
          <ListHeader>
            <PageTitle>{gameListStrings.indexTitle}</PageTitle>
            <SortSelectSkeleton />
          </ListHeader>
          <FilteredLayout>
            <FilterSidebarSkeleton />
            <GameGridSkeleton earlyItems="pagination.items" />
          </FilteredLayout>
        </>
      }
    />
  );
}

/** A tag page's first screen before the app (prerendered, ADR 0012): as the index's, without the filters. */
export function TagFirstScreen() {
  return (
    <PageSkeleton
      page={
        <>
          <ListHeader>
            <LoadingTitle />
            <SortSelectSkeleton />
          </ListHeader>
          <GameGridSkeleton columns={2} earlyItems="pagination.items" />
        </>
      }
    />
  );
}
