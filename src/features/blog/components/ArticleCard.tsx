import styled from 'styled-components';
import type { Article } from '@/api/schemas/content';
import { Badge, Card, CardGrid, CardLink, EarlyImageSkeleton, Image, Skeleton, TextLink } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { format } from '@/lib/strings';
import { truncate } from '@/lib/text';
import { articleHref, authorHref, categoryHref } from '../params';
import { blogStrings } from '../strings';
import { renderRouterLink } from '@/lib/routerLink';

/** Longest excerpt shown on a card. */
export const CARD_EXCERPT_LIMIT = 180;

/** How many placeholder cards show while the index loads (the server's page size). */
export const SKELETON_CARDS = 8;

/** The card's hero `sizes`: a column of the grid from the medium breakpoint, the whole width below it. */
const CARD_HERO_SIZES = '(min-width: 768px) 400px, 100vw';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A secondary link kept clickable above the card's stretched title link (as CardInnerLink). */
const InnerLink = styled(TextLink)`
  position: relative;
  z-index: 2;
`;

const CategoryRow = styled.div`
  display: flex;
`;

/** An article in the blog index (spec §3 Article): hero, title, excerpt, category, author and date. */
export function ArticleCard({ article, headingLevel = 2 }: { article: Article; headingLevel?: 2 | 3 }) {
  return (
    <Card as="article" interactive padding="none" data-testid="article-card">
      <Image src={article.hero} alt="" placeholder="blog" variants sizes={CARD_HERO_SIZES} radius="none" />
      <Body>
        <CategoryRow>
          <InnerLink href={categoryHref(article.category.slug)} renderLink={renderRouterLink}>
            <Badge tone="accent" size="sm">
              {article.category.title}
            </Badge>
          </InnerLink>
        </CategoryRow>
        <Title as={`h${headingLevel}`}>
          <CardLink href={articleHref(article.slug)} renderLink={renderRouterLink}>
            {article.title}
          </CardLink>
        </Title>
        {article.excerpt && <Excerpt>{truncate(article.excerpt, CARD_EXCERPT_LIMIT)}</Excerpt>}
        <Meta>
          <InnerLink href={authorHref(article.author.username)} renderLink={renderRouterLink}>
            {format(blogStrings.by, { name: article.author.name })}
          </InnerLink>
          <time dateTime={article.date.published}>{formatArticleDate(article.date.published)}</time>
        </Meta>
      </Body>
    </Card>
  );
}

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
        <ArticleCardSkeleton key={i} {...(earlyItems ? { earlyImage: { from: `${earlyItems}.${i}.hero`, loading: i === 0 ? 'eager' : 'lazy' } } : {})} />
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
