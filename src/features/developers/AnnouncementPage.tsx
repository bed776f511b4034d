import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { DeveloperAnnouncementResponse } from '@/api/schemas/content';
import { Avatar, Icon, Image, sanitizeHtml, Skeleton } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { PageError } from '@/lib/errors';
import { truncate } from '@/lib/text';
import { usePageTitle } from '@/lib/usePageTitle';
import { useAnnouncement } from './api/getAnnouncement';
import { EmptyNotice } from './components/EmptyNotice';
import { BackLink, Heading, Page } from './components/layout';
import { Prose } from './components/Prose';
import { announcementsHref, developerHref } from './params';
import { developerStrings } from './strings';

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

const DeveloperLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.minHit};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** True when the sanitised body has no visible text and no media. */
function isBlank(html: string): boolean {
  const clean = sanitizeHtml(html);
  if (/<(img|video|iframe|picture|svg)\b/i.test(clean)) return false;
  return clean.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

function AnnouncementView({ data }: { data: DeveloperAnnouncementResponse }) {
  const { announcement, developer } = data;
  const blank = useMemo(() => isBlank(announcement.content), [announcement.content]);
  return (
    <Article data-testid="announcement">
      <Header>
        <BackLink to={announcementsHref(developer.slug)}>{developerStrings.backToAnnouncements}</BackLink>
        <div data-testid="announcement-hero">
          <Image src={announcement.hero} alt="" placeholder="announcement" aspectRatio="16 / 9" eager variants sizes="(min-width: 960px) 900px, 100vw" radius="lg" />
        </div>
        <Heading>{announcement.title}</Heading>
        <Meta>
          <DeveloperLink to={developerHref(developer.slug)} data-testid="announcement-developer">
            <Avatar src={developer.logo} name={developer.name} alt="" size="sm" />
            <span className="orb-visually-hidden">{`${developerStrings.developerLabel}: `}</span>
            {developer.name}
          </DeveloperLink>
          <MetaItem>
            <Icon name="calendar" size="sm" tone="inherit" />
            <span className="orb-visually-hidden">{`${developerStrings.publishedLabel}: `}</span>
            <time dateTime={announcement.date.published} data-testid="announcement-date">
              {formatArticleDate(announcement.date.published)}
            </time>
          </MetaItem>
        </Meta>
      </Header>
      {blank ? (
        <EmptyNotice icon="megaphone" data-testid="announcement-empty">
          {developerStrings.emptyBody}
        </EmptyNotice>
      ) : (
        <Prose html={announcement.content} data-testid="announcement-body" />
      )}
    </Article>
  );
}

function AnnouncementSkeleton() {
  return (
    <Article aria-busy="true" data-testid="announcement-loading" as="div">
      <span role="status" className="orb-visually-hidden">
        {developerStrings.loadingAnnouncement}
      </span>
      <Skeleton shape="text" width="12rem" />
      <Skeleton shape="block" aspectRatio="16 / 9" radius="lg" />
      <Skeleton shape="block" width="80%" height={40} />
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="text" lines={8} />
    </Article>
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

  usePageTitle(announcement?.title, announcement ? truncate(announcement.excerpt, DESCRIPTION_LIMIT) || undefined : undefined);

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
        <Article as="div" data-testid="announcement-error">
          <BackLink to={announcementsHref(developer)}>{developerStrings.backToAnnouncements}</BackLink>
          <PageError error={query.error} inlineErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </Article>
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
