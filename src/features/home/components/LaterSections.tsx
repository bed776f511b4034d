import styled from 'styled-components';
import type { Article, GameCard as GameCardData } from '@/api/schemas';
import { Card, CardGrid, CardLink, Image } from '@/design-system';
import { ApiGameCard } from '@/lib/ApiGameCard';
import { formatArticleDate } from '@/lib/date';
import { renderRouterLink } from '@/lib/routerLink';
import { truncate } from '@/lib/text';
import { articleHref } from './links';
import { ARTICLE_EXCERPT_LIMIT, ArticleBody, EmptyText } from './Sections';

/*
 * Home's sections below the first screen: the game grids ('Newest Games', 'Most Popular Games') and
 * 'Recent Articles'. A chunk of its own, requested with the page and drawn as its skeletons until it is
 * in (HomePage.tsx), so the home route's startup path does not carry the game card (ADR 0008 › Below the
 * first screen).
 */

export function GameGrid({ games, empty }: { games: readonly GameCardData[]; empty: string }) {
  if (games.length === 0) return <EmptyText>{empty}</EmptyText>;
  return (
    <CardGrid density="compact">
      {games.map((game) => (
        <ApiGameCard key={game.slug} game={game} />
      ))}
    </CardGrid>
  );
}

const ArticleMeta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const ArticleTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const ArticleExcerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export function ArticleGrid({ articles }: { articles: readonly Article[] }) {
  return (
    <CardGrid density="comfortable">
      {articles.map((article) => (
        <Card as="article" interactive padding="none" key={article.slug}>
          <Image src={article.hero} alt="" placeholder="blog" radius="none" />
          <ArticleBody>
            <ArticleMeta>
              {article.category.title} · <time dateTime={article.date.published}>{formatArticleDate(article.date.published)}</time>
            </ArticleMeta>
            <ArticleTitle>
              <CardLink href={articleHref(article.slug)} renderLink={renderRouterLink}>
                {article.title}
              </CardLink>
            </ArticleTitle>
            <ArticleExcerpt>{truncate(article.excerpt, ARTICLE_EXCERPT_LIMIT)}</ArticleExcerpt>
          </ArticleBody>
        </Card>
      ))}
    </CardGrid>
  );
}

