import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { CardGrid, Notice, Page, PageTitle, Pagination } from '@/design-system';
import { config } from '@/config';
import { PageError } from '@/lib/errors';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { setDocumentMeta } from '@/lib/title';
import { useBlogIndex } from './api/getBlogIndex';
import { ArticleCard } from './components/ArticleCard';
import { ArticleGridSkeleton } from './components/ArticleCardSkeleton';
import { BlogHeader } from './FirstScreen';
import { FilterChips } from './components/FilterChips';
import { renderRouterLink } from '@/lib/routerLink';
import { blogHref, readBlogParams, toApiQuery, type BlogPageParams } from './params';
import { blogStrings } from './strings';


const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const paginationLabels = {
  navigation: blogStrings.pagination,
  previous: blogStrings.previous,
  next: blogStrings.next,
  page: (page: number) => format(blogStrings.page, { page }),
};

function Articles({ params }: { params: BlogPageParams }) {
  const query = toApiQuery(params);
  const index = useBlogIndex(query);

  // A filter that can never match: the empty list, without a call.
  if (query === null) {
    return <Notice icon="article" data-testid="blog-empty">
        {commonStrings.empty.articles}
      </Notice>;
  }

  if (index.isPending) return <ArticleGridSkeleton />;

  if (index.isError) {
    return (
      <div data-testid="blog-error">
        <PageError error={index.error} inlineErrorState onRetry={() => void index.refetch()} retrying={index.isFetching} />
      </div>
    );
  }

  const page = index.data.pagination;
  if (page.items.length === 0) {
    return <Notice icon="article" data-testid="blog-empty">
        {commonStrings.empty.articles}
      </Notice>;
  }

  return (
    <Results aria-busy={index.isFetching || undefined}>
      <CardGrid density="comfortable" data-testid="blog-articles">
        {page.items.map((article) => (
          <ArticleCard key={article.slug} article={article} />
        ))}
      </CardGrid>
      <Pagination
        total={page.total}
        from={page.from}
        to={page.to}
        current={page.current}
        last={page.last}
        per_page={page.per_page}
        getHref={(target) => blogHref({ ...params, page: target })}
        renderLink={renderRouterLink}
        labels={paginationLabels}
      />
    </Results>
  );
}

/**
 * /blog (spec §2): the article index, newest first. The URL is the state: cat, author and tag go to
 * the server as they are, page is the pagination (links, so every page is shareable).
 */
export function BlogIndexPage() {
  const [searchParams] = useSearchParams();
  const params = readBlogParams(searchParams);

  useEffect(() => {
    setDocumentMeta({ title: blogStrings.documentTitle, description: format(blogStrings.description, { product: config.productName }) });
  }, []);

  return (
    <Page>
      <BlogHeader>
        <PageTitle>{blogStrings.heading}</PageTitle>
        <FilterChips params={params} />
      </BlogHeader>
      <Articles params={params} />
    </Page>
  );
}

export default BlogIndexPage;
