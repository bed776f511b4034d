import { useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { config } from '@/config';
import { BackLink, CardGrid, Notice, Page, PageTitle, Pagination, Skeleton } from '@/design-system';
import { PageError } from '@/lib/errors';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { usePageTitle } from '@/lib/usePageTitle';
import { useAnnouncements } from './api/getAnnouncements';
import { AnnouncementCard, AnnouncementCardSkeleton } from './components/AnnouncementCard';
import { announcementsHref, developerHref, readPage } from './params';
import { developerStrings } from './strings';

/** Placeholder cards while a page loads (the server's page size). */
const SKELETON_CARDS = 8;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Byline = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const paginationLabels = {
  navigation: developerStrings.pagination,
  previous: developerStrings.previous,
  next: developerStrings.next,
  page: (page: number) => format(developerStrings.page, { page }),
};

/**
 * /arcade/games/developer/{developer}/announcements (spec §2): the developer's announcements, newest
 * first, a page at a time (`?page=N`, links so every page is shareable), with a link back to the
 * profile. An unknown developer is the 404 screen; a 500 or a network failure stays inline.
 */
export function AnnouncementsPage() {
  const slug = useParams().developer ?? '';
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const query = useAnnouncements(slug, page);
  const name = query.data?.developer.name;

  usePageTitle(
    name ? format(developerStrings.announcementsTitle, { name }) : undefined,
    name ? format(developerStrings.announcementsDescription, { name, product: config.productName }) : undefined,
  );

  const back = (
    <BackLink href={developerHref(slug)} renderLink={renderRouterLink}>{name ? format(developerStrings.backToProfile, { name }) : developerStrings.backToDeveloper}</BackLink>
  );

  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true" data-testid="announcements-loading">
        <span role="status" className="orb-visually-hidden">
          {developerStrings.loadingAnnouncements}
        </span>
        <CardGrid busy list={false} columns={3} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <AnnouncementCardSkeleton key={i} />
          ))}
        </CardGrid>
      </div>
    );
  } else if (query.isError && !query.isPlaceholderData) {
    body = (
      <div data-testid="announcements-error">
        <PageError error={query.error} inlineErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  } else {
    const pagination = query.data.pagination;
    const busy = query.isFetching && query.isPlaceholderData;
    body = (
      <Results aria-busy={busy || undefined}>
        {pagination.items.length === 0 ? (
          <Notice icon="megaphone" data-testid="announcements-empty">
            {developerStrings.noAnnouncements}
          </Notice>
        ) : (
          <CardGrid columns={3} busy={busy} data-testid="announcements-list">
            {pagination.items.map((announcement) => (
              <AnnouncementCard key={announcement.slug} announcement={announcement} />
            ))}
          </CardGrid>
        )}
        <Pagination
          total={pagination.total}
          from={pagination.from}
          to={pagination.to}
          current={pagination.current}
          last={pagination.last}
          per_page={pagination.per_page}
          getHref={(target) => announcementsHref(slug, target)}
          renderLink={renderRouterLink}
          labels={paginationLabels}
          summary={({ from, to, total }) => (from !== null && to !== null ? format(developerStrings.range, { from, to, total }) : null)}
        />
      </Results>
    );
  }

  return (
    <Page>
      <Header>
        {back}
        <PageTitle>{developerStrings.announcements}</PageTitle>
        {name ? (
          <Byline data-testid="announcements-developer">{format(developerStrings.byDeveloper, { name })}</Byline>
        ) : query.isPending ? (
          <Skeleton shape="text" width="10rem" />
        ) : null}
      </Header>
      {body}
    </Page>
  );
}

export default AnnouncementsPage;
