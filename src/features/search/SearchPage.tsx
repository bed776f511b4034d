import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { SEARCH_TOO_LONG_MESSAGE } from '@/api/schemas/search';
import { Button, Notice, Page, PageTitle } from '@/design-system';
import { config } from '@/config';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { setDocumentMeta } from '@/lib/title';
import { useSearch } from './api/getSearch';
import {
  AnnouncementsSection,
  ArticlesSection,
  GamesSection,
  SectionSkeleton,
  UsersSection,
} from './components/ResultSections';
import { Header, Results } from './components/layout';
import { SearchForm } from './components/SearchForm';
import { queryProblem, readSearchParams, SEARCH_SECTIONS, searchHref, toApiQuery, type SearchPageParams } from './params';
import { searchStrings } from './strings';

/** The page heading: the query is React text (escaped), never markup. */
function headingFor(params: SearchPageParams): string {
  return queryProblem(params.query) === null ? format(searchStrings.resultsFor, { query: params.query.trim() }) : searchStrings.heading;
}

function SearchResults({ params }: { params: SearchPageParams }) {
  const apiQuery = toApiQuery(params);
  const search = useSearch(apiQuery);
  const enabled = SEARCH_SECTIONS.filter((s) => params[s]);

  const problem = queryProblem(params.query);
  if (problem === 'empty') {
    return <Notice title={searchStrings.heading} icon="search">{searchStrings.noQuery}</Notice>;
  }
  if (problem === 'too-short' || problem === 'too-long') {
    return (
      <Notice title={searchStrings.invalidInput} tone="danger" icon="danger" role="alert" data-testid="search-invalid">
        {problem === 'too-short' ? searchStrings.tooShort : SEARCH_TOO_LONG_MESSAGE}
      </Notice>
    );
  }
  if (enabled.length === 0) {
    return (
      <Notice title={searchStrings.noSections} icon="info">
        {searchStrings.noSectionsMessage}
      </Notice>
    );
  }

  if (search.isPending) {
    return (
      <Results aria-busy="true" data-testid="search-loading">
        <span role="status" className="orb-visually-hidden">
          {searchStrings.loading}
        </span>
        {enabled.map((section) => (
          <SectionSkeleton key={section} section={section} />
        ))}
      </Results>
    );
  }

  if (search.isError) {
    const error = search.error;
    const message = isApiError(error) && error.isNetworkError ? commonStrings.errors.network : error.message;
    return (
      <Notice
        title={commonStrings.errors.oops}
        tone="danger"
        icon="danger"
        role="alert"
        data-testid="search-error"
        action={
          <Button variant="secondary" iconStart="refresh" busy={search.isFetching} onClick={() => void search.refetch()}>
            {commonStrings.errors.retry}
          </Button>
        }
      >
        {message || commonStrings.status.serverError.message}
      </Notice>
    );
  }

  const data = search.data;
  const total = enabled.reduce((sum, section) => sum + data[section].length, 0);
  if (total === 0) {
    return (
      <Notice title={commonStrings.empty.noResults} icon="search" data-testid="search-empty">
        {format(searchStrings.emptyMessage, { query: params.query.trim() })}
      </Notice>
    );
  }

  return (
    <Results aria-busy={search.isFetching || undefined}>
      {params.games && <GamesSection games={data.games} />}
      {params.users && <UsersSection users={data.users} />}
      {params.articles && <ArticlesSection articles={data.articles} />}
      {params.announcements && <AnnouncementsSection announcements={data.announcements} />}
    </Results>
  );
}

/**
 * /search (spec §2): results for games, users, articles and announcements per the toggles, driven by
 * the query string (guide §3: query, games, users, articles, announcements as 1/0).
 */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = readSearchParams(searchParams);
  const valid = queryProblem(params.query) === null;
  const trimmed = params.query.trim();

  useEffect(() => {
    setDocumentMeta(
      valid
        ? {
            title: trimmed,
            description: format(searchStrings.description, { query: trimmed, product: config.productName }),
          }
        : { title: searchStrings.documentTitle },
    );
  }, [valid, trimmed]);

  return (
    <Page>
      <Header>
        <PageTitle>{headingFor(params)}</PageTitle>
        {/* Remounts when the URL's text changes (back/forward), so the input shows that search. */}
        <SearchForm key={params.query} params={params} onSearch={(next) => void navigate(searchHref(next))} />
      </Header>
      <SearchResults params={params} />
    </Page>
  );
}

export default SearchPage;
