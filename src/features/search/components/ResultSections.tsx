import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Announcement, Article, GameCard as GameCardData, UserCard } from '@/api/schemas';
import { Avatar, Badge, Card, CardGrid, CardLink, earlyListImage, GameCardSkeleton, Image, Section, SectionHeader, SectionTitle, Skeleton } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { truncate } from '@/lib/text';
import type { SearchSection } from '../params';
import { searchStrings } from '../strings';
import { renderRouterLink } from '@/lib/routerLink';
import { ApiGameCard } from '@/lib/ApiGameCard';

/** Longest excerpt shown under an article or announcement. */
export const RESULT_EXCERPT_LIMIT = 160;
/** How many placeholder rows each section shows while loading. */
export const SKELETON_COUNT: Record<SearchSection, number> = { games: 4, users: 4, articles: 3, announcements: 3 };

export const sectionTitles: Record<SearchSection, string> = {
  games: commonStrings.search.games,
  users: commonStrings.search.users,
  articles: commonStrings.search.articles,
  announcements: commonStrings.search.announcements,
};

const sectionEmpty: Record<SearchSection, string> = {
  games: searchStrings.emptyGames,
  users: searchStrings.emptyUsers,
  articles: searchStrings.emptyArticles,
  announcements: searchStrings.emptyAnnouncements,
};

export const countText = (count: number) => (count === 1 ? searchStrings.countOne : format(searchStrings.countMany, { count }));

/* ---------- links (spec §2 routes) ---------- */

export const userHref = (username: string) => `/community/user/${encodeURIComponent(username)}`;
export const articleHref = (slug: string) => `/blog/article/${encodeURIComponent(slug)}`;
export const announcementHref = (developer: string, slug: string) =>
  `/arcade/games/developer/${encodeURIComponent(developer)}/announcements/${encodeURIComponent(slug)}`;

/* ---------- section frame ---------- */

const SectionEmpty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

interface SectionProps {
  section: SearchSection;
  /** null while loading. */
  count: number | null;
  children: ReactNode;
}

function ResultSection({ section, count, children }: SectionProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id} data-section={section}>
      <SectionHeader divided align="start">
        <SectionTitle id={id}>{sectionTitles[section]}</SectionTitle>
        {count === null ? (
          <Skeleton shape="block" width={84} height={28} radius="xl" aria-hidden="true" />
        ) : (
          <Badge tone={count > 0 ? 'accent' : 'neutral'} data-testid={`${section}-count`}>
            {countText(count)}
          </Badge>
        )}
      </SectionHeader>
      {children}
    </Section>
  );
}

/* ---------- rows (users, articles, announcements) ---------- */

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const UserList = styled(List)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const EntryRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: 160px minmax(0, 1fr);
  }
`;

const Thumb = styled.div`
  width: 100%;
  max-width: 320px;
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const EntryTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
`;

function UserItem({ user }: { user: UserCard }) {
  return (
    <Card as="article" interactive padding="md">
      <Row>
        <Avatar src={user.avatar.sm ?? user.avatar.tn} name={user.alias} alt="" size="md" premium={user.premium} />
        <Text>
          <Name>
            <CardLink href={userHref(user.username)} renderLink={renderRouterLink}>
              {user.alias}
            </CardLink>
          </Name>
          <Muted>{format(searchStrings.username, { username: user.username })}</Muted>
        </Text>
        {user.premium && (
          <Badge tone="premium" size="sm">
            {searchStrings.premium}
          </Badge>
        )}
      </Row>
    </Card>
  );
}

function ArticleItem({ article }: { article: Article }) {
  return (
    <Card as="article" interactive padding="md">
      <EntryRow>
        <Thumb>
          <Image src={article.hero} alt="" placeholder="blog" variants sizes="160px" radius="md" />
        </Thumb>
        <Text>
          <EntryTitle>
            <CardLink href={articleHref(article.slug)} renderLink={renderRouterLink}>
              {article.title}
            </CardLink>
          </EntryTitle>
          <Muted>
            <time dateTime={article.date.published}>{formatArticleDate(article.date.published)}</time>
          </Muted>
          {article.excerpt && <Excerpt>{truncate(article.excerpt, RESULT_EXCERPT_LIMIT)}</Excerpt>}
        </Text>
      </EntryRow>
    </Card>
  );
}

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  return (
    <Card as="article" interactive padding="md">
      <EntryRow>
        <Thumb>
          <Image src={announcement.hero} alt="" placeholder="announcement" variants sizes="160px" radius="md" />
        </Thumb>
        <Text>
          <EntryTitle>
            <CardLink href={announcementHref(announcement.developer.slug, announcement.slug)} renderLink={renderRouterLink}>
              {announcement.title}
            </CardLink>
          </EntryTitle>
          <Muted>
            {format(searchStrings.byDeveloper, { developer: announcement.developer.name })}
            {' · '}
            <time dateTime={announcement.date.published}>{formatArticleDate(announcement.date.published)}</time>
          </Muted>
          {announcement.excerpt && <Excerpt>{truncate(announcement.excerpt, RESULT_EXCERPT_LIMIT)}</Excerpt>}
        </Text>
      </EntryRow>
    </Card>
  );
}

/* ---------- sections ---------- */

export function GamesSection({ games }: { games: readonly GameCardData[] }) {
  return (
    <ResultSection section="games" count={games.length}>
      {games.length === 0 ? (
        <SectionEmpty>{sectionEmpty.games}</SectionEmpty>
      ) : (
        <CardGrid>
          {games.map((game) => (
            <ApiGameCard key={game.slug} game={game} />
          ))}
        </CardGrid>
      )}
    </ResultSection>
  );
}

export function UsersSection({ users }: { users: readonly UserCard[] }) {
  return (
    <ResultSection section="users" count={users.length}>
      {users.length === 0 ? (
        <SectionEmpty>{sectionEmpty.users}</SectionEmpty>
      ) : (
        <UserList>
          {users.map((user) => (
            <li key={user.username}>
              <UserItem user={user} />
            </li>
          ))}
        </UserList>
      )}
    </ResultSection>
  );
}

export function ArticlesSection({ articles }: { articles: readonly Article[] }) {
  return (
    <ResultSection section="articles" count={articles.length}>
      {articles.length === 0 ? (
        <SectionEmpty>{sectionEmpty.articles}</SectionEmpty>
      ) : (
        <List>
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleItem article={article} />
            </li>
          ))}
        </List>
      )}
    </ResultSection>
  );
}

export function AnnouncementsSection({ announcements }: { announcements: readonly Announcement[] }) {
  return (
    <ResultSection section="announcements" count={announcements.length}>
      {announcements.length === 0 ? (
        <SectionEmpty>{sectionEmpty.announcements}</SectionEmpty>
      ) : (
        <List>
          {announcements.map((announcement) => (
            <li key={`${announcement.developer.slug}/${announcement.slug}`}>
              <AnnouncementItem announcement={announcement} />
            </li>
          ))}
        </List>
      )}
    </ResultSection>
  );
}

/* ---------- loading ---------- */

const SkeletonCard = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const SkeletonText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1;
  min-width: 0;
`;

/**
 * A section's placeholder while the search runs: the real layout with fixed-size bones. `earlyItems`: in
 * the prerendered first screen, where the games are in the search's answer ('games'), so the early-data
 * script shows each card's image before the app (ADR 0012), the first one eagerly.
 */
export function SectionSkeleton({ section, earlyItems }: { section: SearchSection; earlyItems?: string }) {
  const n = SKELETON_COUNT[section];
  const indexes = Array.from({ length: n }, (_, i) => i);
  return (
    <ResultSection section={section} count={null}>
      {section === 'games' ? (
        <CardGrid busy list={false} aria-hidden="true">
          {indexes.map((i) => (
            <GameCardSkeleton key={i} {...(earlyItems ? { earlyImage: earlyListImage(earlyItems, i) } : {})} />
          ))}
        </CardGrid>
      ) : section === 'users' ? (
        <UserList as="div" aria-hidden="true">
          {indexes.map((i) => (
            <SkeletonCard key={i}>
              <Row>
                <Skeleton shape="circle" width={40} />
                <SkeletonText>
                  <Skeleton shape="block" width="60%" height={18} />
                  <Skeleton shape="block" width="40%" height={14} />
                </SkeletonText>
              </Row>
            </SkeletonCard>
          ))}
        </UserList>
      ) : (
        <List as="div" aria-hidden="true">
          {indexes.map((i) => (
            <SkeletonCard key={i}>
              <EntryRow>
                <Thumb>
                  <Skeleton shape="block" aspectRatio="16 / 9" radius="md" />
                </Thumb>
                <SkeletonText>
                  <Skeleton shape="block" width="70%" height={22} />
                  <Skeleton shape="block" width={160} height={14} />
                  <Skeleton shape="text" lines={2} />
                </SkeletonText>
              </EntryRow>
            </SkeletonCard>
          ))}
        </List>
      )}
    </ResultSection>
  );
}
