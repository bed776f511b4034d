import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { config } from '@/config';
import { Page, PageTitle } from '@/design-system';
import { format } from '@/lib/strings';
import { usePageTitle } from '@/lib/usePageTitle';
import { useGameIndex } from './api/getGameIndex';
import { FilterSidebar } from './components/FilterSidebar';
import { GameResults } from './components/GameResults';
import { FilteredLayout, ListHeader } from './components/indexLayout';
import { SortSelect } from './components/SortSelect';
import { DEFAULT_FILTERS, gameIndexHref, readGameIndexParams, toGameIndexQuery, withPage, withSort } from './params';
import { gameStrings } from './strings';

/** A navigation of the page's URL state, rendered at once (see the form's key below). */
const URL_STATE = { flushSync: true } as const;

/**
 * /arcade/games (spec §2): the sidebar filters, the sort and a page of 8 games, all read from the URL
 * (guide §3: cat, sub_cat, sort, recent=1, experiences=1, page). The URL is the state: Apply, Reset,
 * the sort and the pages navigate; back/forward and shared links reproduce the view.
 */
export function GameIndexPage() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const params = readGameIndexParams(searchParams);
  const games = useGameIndex(toGameIndexQuery(params));
  const genres = games.data?.genres ?? [];

  usePageTitle(gameStrings.indexTitle, format(gameStrings.indexDescription, { product: config.productName }));

  // The form follows the URL: a new filter set (Apply, Reset, back/forward) remounts it from the URL.
  // Each of its navigations renders at once (flushSync): the sort and the form read the URL this render
  // drew, so a sort chosen right after Apply, before a deferred render, would drop the new filters.
  const formKey = `${params.cat}|${params.subCat}|${params.recent}|${params.experiences}|${genres.length > 0}`;

  return (
    <Page gap="md">
      <ListHeader>
        <PageTitle>{gameStrings.indexTitle}</PageTitle>
        <SortSelect value={params.sort} onChange={(sort) => void navigate(withSort(pathname, searchParams, sort), URL_STATE)} />
      </ListHeader>
      <FilteredLayout>
        <FilterSidebar
          key={formKey}
          initial={params}
          genres={genres}
          onApply={(filters) => void navigate(gameIndexHref({ ...params, ...filters, page: 1 }), URL_STATE)}
          onReset={() => void navigate(gameIndexHref({ ...params, ...DEFAULT_FILTERS, page: 1 }), URL_STATE)}
        />
        <GameResults query={games} pageHref={(page) => withPage(pathname, searchParams, page)} testId="game-index" />
      </FilteredLayout>
    </Page>
  );
}

export default GameIndexPage;
