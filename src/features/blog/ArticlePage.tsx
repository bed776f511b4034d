import { useId } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { ArticleDetails } from '@/api/schemas/content';
import { Avatar, BackLink, Badge, CardGrid, Icon, Image, MetaItem, MetaRow, Page, PageTitle, Prose, ReadingColumn, Section, SectionTitle, Skeleton, TextLink } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { PageError } from '@/lib/errors';
import { humanizeNumber } from '@/lib/numbers';
import { renderRouterLink } from '@/lib/routerLink';
import { truncate } from '@/lib/text';
import { usePageMeta } from '@/lib/usePageMeta';
import { useArticle } from './api/getArticle';
import { ArticleCard } from './components/ArticleCard';
import { authorHref, blogHref, categoryHref, tagHref } from './params';
import { ARTICLE_HERO_SIZES } from './FirstScreen';
import { blogStrings } from './strings';

/** Longest meta description taken from the excerpt. */
const DESCRIPTION_LIMIT = 160;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const ChipLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.minHit};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.pill};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  &:hover > span {
    filter: brightness(1.15);
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Related = styled(Section)`
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

function BackToBlog() {
  return (
    <BackLink href={blogHref()} renderLink={renderRouterLink}>
      {blogStrings.backToBlog}
    </BackLink>
  );
}

function ArticleView({ article }: { article: ArticleDetails }) {
  const tagsId = useId();
  const views = humanizeNumber(article.stats.views);
  return (
    <ReadingColumn data-testid="blog-article">
      <Header>
        <BackToBlog />
        <Image src={article.hero} alt="" placeholder="blog" aspectRatio="16 / 9" eager variants sizes={ARTICLE_HERO_SIZES} radius="lg" />
        <div>
          <ChipLink to={categoryHref(article.category.slug)} aria-label={`${blogStrings.categoryLabel}: ${article.category.title}`}>
            <Badge tone="accent">{article.category.title}</Badge>
          </ChipLink>
        </div>
        <PageTitle>{article.title}</PageTitle>
        <MetaRow>
          <TextLink variant="strong" href={authorHref(article.author.username)} renderLink={renderRouterLink}>
            <Avatar name={article.author.name} alt="" size="sm" />
            {article.author.name}
          </TextLink>
          <MetaItem>
            <Icon name="calendar" size="sm" tone="inherit" />
            <time dateTime={article.date.published} data-testid="article-date">
              {formatArticleDate(article.date.published)}
            </time>
          </MetaItem>
          <MetaItem data-testid="article-views">
            <Icon name="eye" size="sm" tone="inherit" />
            <span className="orb-visually-hidden">{`${blogStrings.viewsLabel}: `}</span>
            {views}
          </MetaItem>
        </MetaRow>
      </Header>

      <Prose html={article.content} size="lg" data-testid="article-body" />

      {article.tags.length > 0 && (
        <nav aria-labelledby={tagsId}>
          <span id={tagsId} className="orb-visually-hidden">
            {blogStrings.tagsLabel}
          </span>
          <Tags>
            {article.tags.map((tag) => (
              <li key={tag.slug}>
                <ChipLink to={tagHref(tag.slug)}>
                  <Badge tone="neutral" icon="tag">
                    {tag.title}
                  </Badge>
                </ChipLink>
              </li>
            ))}
          </Tags>
        </nav>
      )}
    </ReadingColumn>
  );
}

function ArticleSkeleton() {
  return (
    <ReadingColumn aria-busy="true" data-testid="article-loading" as="div">
      <span role="status" className="orb-visually-hidden">
        {blogStrings.loadingArticle}
      </span>
      <Skeleton shape="block" aspectRatio="16 / 9" radius="lg" />
      <Skeleton shape="block" width={96} height={28} radius="xl" />
      <Skeleton shape="block" width="80%" height={40} />
      <Skeleton shape="text" width="50%" />
      <Skeleton shape="text" lines={8} />
    </ReadingColumn>
  );
}

/**
 * /blog/article/{article} (spec §2, §3 Article): hero, category, title, author, date ('MMM D, YYYY h:mm
 * A'), views humanised, the sanitised body, tags and related articles. An unknown article is the 404
 * screen (the route's boundary); a network failure or 500 stays inline with a retry.
 */
export function ArticlePage() {
  const slug = useParams().article ?? '';
  const query = useArticle(slug);
  const article = query.data?.article;

  usePageMeta(article ? { title: article.title, description: truncate(article.excerpt, DESCRIPTION_LIMIT), image: article.hero, type: 'article' } : null);

  if (query.isPending) {
    return (
      <Page>
        <ArticleSkeleton />
      </Page>
    );
  }

  if (query.isError) {
    return (
      <Page>
        <div data-testid="article-error">
          <BackToBlog />
          <PageError error={query.error} inlineErrorState headingLevel={1} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      </Page>
    );
  }

  const { related } = query.data;
  return (
    <Page>
      <ArticleView article={query.data.article} />
      {related.length > 0 && (
        <Related aria-labelledby="blog-related-heading" data-testid="article-related">
          <SectionTitle id="blog-related-heading">{blogStrings.related}</SectionTitle>
          <CardGrid density="comfortable" columns={3}>
            {related.map((item) => (
              <ArticleCard key={item.slug} article={item} headingLevel={3} />
            ))}
          </CardGrid>
        </Related>
      )}
    </Page>
  );
}

export default ArticlePage;
