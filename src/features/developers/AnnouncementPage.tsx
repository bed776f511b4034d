import { useMemo } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { DeveloperAnnouncementResponse } from '@/api/schemas/content';
import { Avatar, BackLink, Icon, Image, isBlankHtml, MetaItem, MetaRow, Notice, Page, PageTitle, Prose, ReadingColumn, Skeleton, TextLink } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { PageError } from '@/lib/errors';
import { renderRouterLink } from '@/lib/routerLink';
import { truncate } from '@/lib/text';
import { usePageMeta } from '@/lib/usePageMeta';
import { useAnnouncement } from './api/getAnnouncement';
import { announcementsHref, developerHref } from './params';
import { developerStrings } from './strings';

/** Longest meta description taken from the excerpt. */
const DESCRIPTION_LIMIT = 160;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

function AnnouncementView({ data }: { data: DeveloperAnnouncementResponse }) {
  const { announcement, developer } = data;
  const blank = useMemo(() => isBlankHtml(announcement.content), [announcement.content]);
  return (
    <ReadingColumn data-testid="announcement">
      <Header>
        <BackLink href={announcementsHref(developer.slug)} renderLink={renderRouterLink}>{developerStrings.backToAnnouncements}</BackLink>
        <div data-testid="announcement-hero">
          <Image src={announcement.hero} alt="" placeholder="announcement" aspectRatio="16 / 9" eager variants sizes="(min-width: 960px) 900px, 100vw" radius="lg" />
        </div>
        <PageTitle>{announcement.title}</PageTitle>
        <MetaRow>
          <TextLink variant="strong" href={developerHref(developer.slug)} renderLink={renderRouterLink} data-testid="announcement-developer">
            <Avatar src={developer.logo} name={developer.name} alt="" size="sm" />
            <span className="orb-visually-hidden">{`${developerStrings.developerLabel}: `}</span>
            {developer.name}
          </TextLink>
          <MetaItem>
            <Icon name="calendar" size="sm" tone="inherit" />
            <span className="orb-visually-hidden">{`${developerStrings.publishedLabel}: `}</span>
            <time dateTime={announcement.date.published} data-testid="announcement-date">
              {formatArticleDate(announcement.date.published)}
            </time>
          </MetaItem>
        </MetaRow>
      </Header>
      {blank ? (
        <Notice icon="megaphone" data-testid="announcement-empty">
          {developerStrings.emptyBody}
        </Notice>
      ) : (
        <Prose html={announcement.content} size="lg" data-testid="announcement-body" />
      )}
    </ReadingColumn>
  );
}

function AnnouncementSkeleton() {
  return (
    <ReadingColumn aria-busy="true" data-testid="announcement-loading" as="div">
      <span role="status" className="orb-visually-hidden">
        {developerStrings.loadingAnnouncement}
      </span>
      <Skeleton shape="text" width="12rem" />
      <Skeleton shape="block" aspectRatio="16 / 9" radius="lg" />
      <Skeleton shape="block" width="80%" height={40} />
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="text" lines={8} />
    </ReadingColumn>
  );
}

/**
 * /arcade/games/developer/{developer}/announcements/{announcement} (spec §2, §3): the hero (placeholder
 * fallback), title, developer link, date ('MMM D, YYYY h:mm A') and the sanitised body, with a link back
 * to the list. An unknown developer or announcement is the 404 screen (the route's boundary); a network
 * failure or 500 stays inline with a retry.
 */
export function AnnouncementPage() {
  const params = useParams();
  const developer = params.developer ?? '';
  const slug = params.announcement ?? '';
  const query = useAnnouncement(developer, slug);
  const announcement = query.data?.announcement;

  usePageMeta({
    title: announcement?.title,
    description: announcement ? truncate(announcement.excerpt, DESCRIPTION_LIMIT) || undefined : undefined,
    image: announcement?.hero,
    type: 'article',
  });

  if (query.isPending) {
    return (
      <Page>
        <AnnouncementSkeleton />
      </Page>
    );
  }

  if (query.isError) {
    return (
      <Page>
        <ReadingColumn as="div" data-testid="announcement-error">
          <BackLink href={announcementsHref(developer)} renderLink={renderRouterLink}>{developerStrings.backToAnnouncements}</BackLink>
          <PageError error={query.error} inlineErrorState headingLevel={1} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </ReadingColumn>
      </Page>
    );
  }

  return (
    <Page>
      <AnnouncementView data={query.data} />
    </Page>
  );
}

export default AnnouncementPage;
