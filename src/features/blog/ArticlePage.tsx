import { useEffect, useId } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { ArticleDetails } from '@/api/schemas/content';
import { Avatar, Badge, CardGrid, Icon, Image, Skeleton } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { PageError } from '@/lib/errors';
import { humanizeNumber } from '@/lib/numbers';
import { truncate } from '@/lib/text';
import { setDocumentMeta } from '@/lib/title';
import { useArticle } from './api/getArticle';
import { ArticleCard } from './components/ArticleCard';
import { Heading, Page } from './components/layout';
import { Prose } from './components/Prose';
import { authorHref, blogHref, categoryHref, tagHref } from './params';
import { blogStrings } from './strings';

/** Longest meta description taken from the excerpt. */
const DESCRIPTION_LIMIT = 160;

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 900px;
  margin-inline: auto;
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const textLink = `
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  text-decoration: none;
`;

const Back = styled(Link)`
  ${textLink}
  gap: ${({ theme }) => theme.space[1]};
  justify-self: start;
  color: ${({ theme }) => theme.color.link};

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const ChipLink = styled(Link)`
  ${textLink}
  border-radius: ${({ theme }) => theme.radius.pill};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  &:hover > span {
    filter: brightness(1.15);
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const AuthorLink = styled(Link)`
  ${textLink}
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
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

const Related = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

function BackLink() {
  return (
    <Back to={blogHref()}>
      <Icon name="arrow-left" size="md" tone="inherit" />
      {blogStrings.backToBlog}
    </Back>
  );
}

function ArticleView({ article }: { article: ArticleDetails }) {
  const tagsId = useId();
  const views = humanizeNumber(article.stats.views);
  return (
    <Article data-testid="blog-article">
      <Header>
        <BackLink />
        <Image src={article.hero} alt="" placeholder="blog" aspectRatio="16 / 9" eager variants sizes="(min-width: 960px) 900px, 100vw" radius="lg" />
        <div>
          <ChipLink to={categoryHref(article.category.slug)} aria-label={`${blogStrings.categoryLabel}: ${article.category.title}`}>
            <Badge tone="accent">{article.category.title}</Badge>
          </ChipLink>
        </div>
        <Heading>{article.title}</Heading>
        <Meta>
          <AuthorLink to={authorHref(article.author.username)}>
            <Avatar name={article.author.name} alt="" size="sm" />
            {article.author.name}
          </AuthorLink>
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
        </Meta>
      </Header>

      <Prose html={article.content} data-testid="article-body" />

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
    </Article>
  );
}

function ArticleSkeleton() {
  return (
    <Article aria-busy="true" data-testid="article-loading" as="div">
      <span role="status" className="orb-visually-hidden">
        {blogStrings.loadingArticle}
      </span>
      <Skeleton shape="block" aspectRatio="16 / 9" radius="lg" />
      <Skeleton shape="block" width={96} height={28} radius="xl" />
      <Skeleton shape="block" width="80%" height={40} />
      <Skeleton shape="text" width="50%" />
      <Skeleton shape="text" lines={8} />
    </Article>
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

  useEffect(() => {
    if (article) setDocumentMeta({ title: article.title, description: truncate(article.excerpt, DESCRIPTION_LIMIT) });
  }, [article]);

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
          <BackLink />
          <PageError error={query.error} inlineErrorState headingLevel={2} onRetry={() => void query.refetch()} retrying={query.isFetching} />
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
