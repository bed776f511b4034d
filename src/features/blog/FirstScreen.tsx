import styled from 'styled-components';
import { EarlyImageSkeleton, PageTitle, Skeleton } from '@/design-system';
import { PageSkeleton } from '@/lib/PageSkeleton';
import { ArticleGridSkeleton } from './components/ArticleCardSkeleton';
import { blogStrings } from './strings';

/** The top of the article's reading column, as ArticleView lays it out: the back link, then the hero. */
const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 900px;
  margin-inline: auto;
`;

/** ArticleView's hero `sizes`: the column is at most 900 px wide. */
export const ARTICLE_HERO_SIZES = '(min-width: 960px) 900px, 100vw';

/**
 * An article's first screen before the app has taken over (the route's hydrate fallback, prerendered into
 * its HTML): the page skeleton with the reading column's back link and hero at the top; the early-data
 * script fills the hero with the article's image as soon as the API answers (ADR 0012), and the app then
 * draws it in the same box.
 */
export function ArticleFirstScreen() {
  return (
    <PageSkeleton hero={
        <Column>
          <Skeleton width={120} height={44} radius="sm" />
          <EarlyImageSkeleton from="article.hero" radius="lg" variants sizes={ARTICLE_HERO_SIZES} />
        </Column>
      }
    />
  );
}

/** The blog index's title with the URL's filters under it: the page's and its first screen's. */
export const BlogHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/* The blog index's Page gap ('lg'). */
const IndexStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

/**
 * The blog index's first screen before the app (prerendered, ADR 0012): its title and a page of card
 * skeletons whose heroes the early-data script fills from the index's answer, so the first card's image
 * paints before the app.
 */
export function BlogIndexFirstScreen() {
  return (
    <PageSkeleton
      page={
        <IndexStack>
          <BlogHeader>
            <PageTitle>{blogStrings.heading}</PageTitle>
          </BlogHeader>
          <ArticleGridSkeleton earlyItems="pagination.items" />
        </IndexStack>
      }
    />
  );
}
