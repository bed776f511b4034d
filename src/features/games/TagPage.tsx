import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { config } from '@/config';
import { Page, PageTitle, Skeleton } from '@/design-system';
import { format } from '@/lib/strings';
import { usePageTitle } from '@/lib/usePageTitle';
import { useTagGames } from './api/getTagGames';
import { GameResults } from './components/GameResults';
import { SortSelect } from './components/SortSelect';
import { readTagParams, toTagQuery, withSort } from './params';
import { gameStrings } from './strings';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

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
      <Header>
        {title || games.isError ? (
          // Failed before the tag's title arrived: the slug names the tag.
          <PageTitle>{format(gameStrings.tagTitle, { title: title ?? tag })}</PageTitle>
        ) : (
          <PageTitle aria-busy="true">
            {/* A heading is never empty, not even while its title loads. */}
            <span className="orb-visually-hidden">{gameStrings.loading}</span>
            <Skeleton shape="block" width="12rem" height="1em" />
          </PageTitle>
        )}
        <SortSelect value={params.sort} onChange={(sort) => void navigate(withSort(pathname, searchParams, sort))} />
      </Header>
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
