import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { config } from '@/config';
import { Page, PageTitle } from '@/design-system';
import { format } from '@/lib/strings';
import { usePageTitle } from '@/lib/usePageTitle';
import { useTagGames } from './api/getTagGames';
import { GameResults } from './components/GameResults';
import { ListHeader, LoadingTitle } from './components/indexLayout';
import { SortSelect } from './components/SortSelect';
import { readTagParams, toTagQuery, withSort } from './params';
import { gameStrings } from './strings';

/**
 * /arcade/games/tag/{tag} (spec §2): 'Tag: {title}', sortable (sort in the URL), paginated (page in the
 * URL), a two-column grid. An unknown tag is the API's 404, shown by the route's status screen.
 */
export function TagPage() {
  const { tag = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const params = readTagParams(searchParams);
  const games = useTagGames(tag, toTagQuery(params));
  const title = games.data?.tag.title;

  usePageTitle(
    title ? format(gameStrings.tagTitle, { title }) : undefined,
    title ? format(gameStrings.tagDescription, { title, product: config.productName }) : undefined,
  );

  return (
    <Page gap="md">
      <ListHeader>
        {title || games.isError ? (
          // Failed before the tag's title arrived: the slug names the tag.
          <PageTitle>{format(gameStrings.tagTitle, { title: title ?? tag })}</PageTitle>
        ) : (
          <LoadingTitle />
        )}
        <SortSelect value={params.sort} onChange={(sort) => void navigate(withSort(pathname, searchParams, sort), { flushSync: true })} />
      </ListHeader>
      <GameResults
        query={games}
        pageHref={(page) => {
          const next = new URLSearchParams(searchParams);
          next.delete('page');
          if (page > 1) next.set('page', String(page));
          const qs = next.toString();
          return qs ? `${pathname}?${qs}` : pathname;
        }}
        columns={2}
        testId="tag"
      />
    </Page>
  );
}

export default TagPage;
