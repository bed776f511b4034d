import styled from 'styled-components';
import type { Announcement } from '@/api/schemas/content';
import { Card, CardLink, Image, Skeleton } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { renderRouterLink } from '@/lib/routerLink';
import { truncate } from '@/lib/text';
import { announcementHref } from '../params';

/** Longest excerpt shown on a card. */
export const CARD_EXCERPT_LIMIT = 160;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const Published = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** An announcement as listed: hero (placeholder fallback), title linking to it, date and excerpt. */
export function AnnouncementCard({ announcement, headingLevel = 2 }: { announcement: Announcement; headingLevel?: 2 | 3 }) {
  return (
    <Card as="article" interactive padding="none" data-testid="announcement-card">
      <Image src={announcement.hero} alt="" placeholder="announcement" variants sizes="(min-width: 768px) 400px, 100vw" radius="none" />
      <Body>
        <Published dateTime={announcement.date.published}>{formatArticleDate(announcement.date.published)}</Published>
        <Title as={`h${headingLevel}`}>
          <CardLink href={announcementHref(announcement.developer.slug, announcement.slug)} renderLink={renderRouterLink}>
            {announcement.title}
          </CardLink>
        </Title>
        {announcement.excerpt && <Excerpt>{truncate(announcement.excerpt, CARD_EXCERPT_LIMIT)}</Excerpt>}
      </Body>
    </Card>
  );
}

/** The card's placeholder while a list loads (same size as a card). */
export function AnnouncementCardSkeleton() {
  return (
    <Card as="div" padding="none" aria-hidden="true">
      <Skeleton shape="block" aspectRatio="16 / 9" />
      <Body>
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="text" lines={2} />
      </Body>
    </Card>
  );
}
