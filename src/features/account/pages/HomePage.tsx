import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { isPremiumActive } from '@/api/schemas/constants';
import type { UserMessage, UserNotification } from '@/api/schemas';
import {
  Avatar,
  Badge,
  Card,
  Icon,
  Notice,
  Pagination,
  RequestButton,
  Section,
  SectionHeader,
  SectionTitle,
  Skeleton,
  TextLink,
  type IconName,
} from '@/design-system';
import { now } from '@/lib/clock';
import { formatArticleDate } from '@/lib/date';
import { InlineError, PageError } from '@/lib/errors';
import { renderRouterLink } from '@/lib/routerLink';
import { accountSummaryQueryOptions, useBalance, useCurrentUser } from '@/lib/session';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { activityQueryOptions } from '../api/activity';
import { isStatusScreenError } from '../api/errors';
import { useMarkMessagesRead } from '../api/markMessagesRead';
import { useMarkNotificationsRead } from '../api/markNotificationsRead';
import { useMessagesPage } from '../api/messages';
import { useNotificationsPage } from '../api/notifications';
import { accountPath } from '../AccountNav';
import { formatCount, formatDay, pageMeta } from '../format';
import { Muted, PageHead, Stack } from '../layout';
import { ACCOUNT_PAGE_IDS, ACCOUNT_PAGES } from '../pages';
import { accountStrings } from '../strings';

/** How many entries of the activity feed the dashboard shows. */
export const RECENT_ACTIVITY_COUNT = 5;

const s = accountStrings.home;

const Overview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Fact = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
`;

const FactLabel = styled.h2`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const FactValue = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  overflow-wrap: anywhere;
`;

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const RowText = styled.div`
  display: grid;
  gap: 2px;
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const RowTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const RowMeta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ShortcutLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

/* A list section the header's 'View All' leads to: focusable so the jump there is announced. */
const Anchored = styled(Section)`
  scroll-margin-top: ${({ theme }) => theme.space[10]};

  &:focus {
    outline: none;
  }
`;

const typeIcon: Record<UserNotification['type'], IconName> = { info: 'info', success: 'success', warning: 'warning', danger: 'danger' };
const activityIcon: Record<string, IconName> = {
  played: 'gamepad',
  achievement: 'trophy',
  review: 'star',
  reaction: 'like',
  purchase: 'cart',
  friend: 'users',
};

function HomeSkeleton() {
  return (
    <Stack aria-busy="true" data-testid="account-home-loading">
      <span role="status" className="orb-visually-hidden">
        {accountStrings.frame.loading}
      </span>
      <PageHead title={accountStrings.pages.home} />
      <Overview>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="7rem" />
        ))}
      </Overview>
      <Skeleton shape="text" lines={5} />
    </Stack>
  );
}

/** Balance, premium status and last login (spec §3 Current user). */
function OverviewCards() {
  const user = useCurrentUser();
  const balance = useBalance();
  if (!user.loggedIn) return null;
  const premiumActive = isPremiumActive(user.premium, now());
  return (
    <Overview>
      <Card padding="md" as="section" aria-labelledby="account-balance">
        <Fact>
          <FactLabel id="account-balance">
            <Icon name="coin" size="md" tone="inherit" />
            {s.balance}
          </FactLabel>
          <FactValue data-testid="account-balance">{format(s.coins, { count: formatCount(balance ?? user.balance) })}</FactValue>
          <TextLink href="/market" renderLink={renderRouterLink}>
            {s.getCoins}
          </TextLink>
        </Fact>
      </Card>
      <Card padding="md" as="section" aria-labelledby="account-premium">
        <Fact data-testid="account-premium" data-active={premiumActive}>
          <FactLabel id="account-premium">
            <Icon name="crown" size="md" tone="inherit" />
            {s.premium}
          </FactLabel>
          {premiumActive && user.premium ? (
            <>
              <FactValue>{format(s.premiumUntil, { date: formatDay(user.premium) })}</FactValue>
              <TextLink href="/market" renderLink={renderRouterLink}>
                {s.extendPremium}
              </TextLink>
            </>
          ) : (
            <>
              <Muted>{user.premium ? format(s.premiumExpired, { date: formatDay(user.premium) }) : s.premiumNone}</Muted>
              <TextLink href="/market" variant="strong" renderLink={renderRouterLink}>
                {s.getPremium}
              </TextLink>
            </>
          )}
        </Fact>
      </Card>
      <Card padding="md" as="section" aria-labelledby="account-last-login">
        <Fact data-testid="account-last-login">
          <FactLabel id="account-last-login">
            <Icon name="clock" size="md" tone="inherit" />
            {s.lastLogin}
          </FactLabel>
          {user.lastLogin ? (
            <Muted>{format(s.lastLoginOn, { date: formatArticleDate(user.lastLogin.date), device: user.lastLogin.device })}</Muted>
          ) : (
            <Muted>{s.firstLogin}</Muted>
          )}
        </Fact>
      </Card>
    </Overview>
  );
}

/** A few entries of the activity feed, and the way to the activity page. */
function RecentActivity() {
  const query = useQuery(activityQueryOptions());
  let body: ReactNode;
  if (query.isPending) body = <Skeleton shape="text" lines={RECENT_ACTIVITY_COUNT} aria-busy="true" />;
  else if (query.isError)
    body = <InlineError message={query.error.message} headingLevel={3} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.pagination.items.length === 0) body = <Muted>{s.noActivity}</Muted>;
  else
    body = (
      <List data-testid="account-recent-activity">
        {query.data.pagination.items.slice(0, RECENT_ACTIVITY_COUNT).map((entry) => (
          <Row key={entry.uuid}>
            <Icon name={activityIcon[entry.type] ?? 'activity'} size="md" tone="inherit" />
            <RowText>
              {entry.url ? (
                <TextLink href={entry.url} renderLink={renderRouterLink}>
                  {entry.title}
                </TextLink>
              ) : (
                <RowTitle>{entry.title}</RowTitle>
              )}
              <RowMeta>{formatArticleDate(entry.date)}</RowMeta>
            </RowText>
          </Row>
        ))}
      </List>
    );
  return (
    <Section aria-labelledby="account-recent-activity-title">
      <SectionHeader divided>
        <SectionTitle id="account-recent-activity-title">{s.recentActivity}</SectionTitle>
        <TextLink href={accountPath('activity')} renderLink={renderRouterLink}>
          {s.viewAllActivity}
        </TextLink>
      </SectionHeader>
      {body}
    </Section>
  );
}

function ShortcutLinks() {
  return (
    <Section aria-labelledby="account-shortcuts-title">
      <SectionHeader divided>
        <SectionTitle id="account-shortcuts-title">{s.shortcuts}</SectionTitle>
      </SectionHeader>
      <Shortcuts>
        {ACCOUNT_PAGE_IDS.filter((id) => id !== 'home').map((id) => (
          <li key={id}>
            <Card padding="md" href={accountPath(id)} renderLink={renderRouterLink}>
              <ShortcutLabel>
                <Icon name={ACCOUNT_PAGES[id].icon} size="lg" tone="inherit" />
                {ACCOUNT_PAGES[id].title}
              </ShortcutLabel>
            </Card>
          </li>
        ))}
      </Shortcuts>
    </Section>
  );
}

interface FeedListProps<T> {
  id: 'notifications' | 'messages';
  title: string;
  query: ReturnType<typeof useNotificationsPage> | ReturnType<typeof useMessagesPage>;
  items: readonly T[] | undefined;
  unread: number;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  markAll: () => Promise<unknown>;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string;
}

/**
 * The notifications or the messages (spec §2: the header dropdowns show 3, 'View All' leads here): every
 * item, a page at a time, 'All Clear' when there is none, 'Mark All Read' while some are unread.
 */
function FeedList<T>({ id, title, query, items, unread, empty, page, onPage, markAll, renderItem, getKey }: FeedListProps<T>) {
  let body: ReactNode;
  if (query.isPending) body = <Skeleton shape="text" lines={4} aria-busy="true" />;
  else if (query.isError)
    body = <InlineError message={query.error.message} headingLevel={3} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!items || items.length === 0)
    body = (
      <Notice title={commonStrings.shell.allClear} icon={id === 'messages' ? 'mail' : 'bell'} headingLevel={3}>
        {empty}
      </Notice>
    );
  else
    body = (
      <>
        <List data-testid={`account-${id}-list`}>
          {items.map((item) => (
            <Row key={getKey(item)}>{renderItem(item)}</Row>
          ))}
        </List>
        {query.data && <Pagination {...pageMeta(query.data.pagination)} onPageChange={onPage} labels={{ navigation: format(s.pages, { title }) }} />}
      </>
    );
  return (
    <Anchored id={id} tabIndex={-1} aria-labelledby={`account-${id}-title`} data-testid={`account-${id}`} aria-busy={page > 1 && query.isPlaceholderData}>
      <SectionHeader divided>
        <SectionTitle id={`account-${id}-title`}>{title}</SectionTitle>
        {unread > 0 && (
          <RequestButton variant="secondary" size="sm" iconStart="check" onRequest={markAll} successLabel={s.markedRead} errorLabel={s.markFailed}>
            {s.markAllRead}
          </RequestButton>
        )}
      </SectionHeader>
      {body}
    </Anchored>
  );
}

function UnreadMark({ unread }: { unread: boolean }) {
  return unread ? (
    <Badge tone="highlight" size="sm">
      {s.unread}
    </Badge>
  ) : null;
}

function NotificationsSection() {
  const [page, setPage] = useState(1);
  const query = useNotificationsPage(page);
  const markRead = useMarkNotificationsRead();
  return (
    <FeedList<UserNotification>
      id="notifications"
      title={s.notifications}
      query={query}
      items={query.data?.pagination.items}
      unread={query.data?.unread ?? 0}
      empty={commonStrings.shell.noNotifications}
      page={page}
      onPage={setPage}
      markAll={() => markRead.mutateAsync({ body: {} })}
      getKey={(item) => item.uuid}
      renderItem={(item) => (
        <>
          <Icon name={typeIcon[item.type]} size="md" tone={item.type} />
          <RowText>
            {item.url ? (
              <TextLink href={item.url} renderLink={renderRouterLink}>
                {item.title}
              </TextLink>
            ) : (
              <RowTitle>{item.title}</RowTitle>
            )}
            {item.body && <span>{item.body}</span>}
            <RowMeta>{formatArticleDate(item.date)}</RowMeta>
          </RowText>
          <UnreadMark unread={!item.read} />
        </>
      )}
    />
  );
}

function MessagesSection() {
  const [page, setPage] = useState(1);
  const query = useMessagesPage(page);
  const markRead = useMarkMessagesRead();
  return (
    <FeedList<UserMessage>
      id="messages"
      title={s.messages}
      query={query}
      items={query.data?.pagination.items}
      unread={query.data?.unread ?? 0}
      empty={commonStrings.shell.noMessages}
      page={page}
      onPage={setPage}
      markAll={() => markRead.mutateAsync({ body: {} })}
      getKey={(item) => item.uuid}
      renderItem={(item) => (
        <>
          <Avatar src={item.author.avatar.tn} name={item.author.alias} alt="" size="md" premium={item.author.premium} />
          <RowText>
            <TextLink href={`/community/user/${encodeURIComponent(item.author.username)}`} renderLink={renderRouterLink}>
              {format(s.from, { alias: item.author.alias })}
            </TextLink>
            <span>{item.body}</span>
            <RowMeta>{formatArticleDate(item.date)}</RowMeta>
          </RowText>
          <UnreadMark unread={!item.read} />
        </>
      )}
    />
  );
}

/** Opening /account/home#notifications or #messages (the header's 'View All') lands on that list. */
function useJumpToSection(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || (hash !== '#notifications' && hash !== '#messages')) return;
    const section = document.getElementById(hash.slice(1));
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [hash, ready]);
}

/**
 * /account/home (spec §2): the dashboard — balance, premium status and expiry (or 'Get Premium'), the last
 * login's date and device, recent activity, shortcuts to the other pages, and the notifications and
 * messages lists. Its primary data is the account summary: a 401/403/419 from it is a status screen.
 */
export function HomePage() {
  const summary = useQuery({ ...accountSummaryQueryOptions(), throwOnError: isStatusScreenError });
  const ready = summary.isSuccess;
  useJumpToSection(ready);

  if (summary.isPending) return <HomeSkeleton />;
  if (summary.isError)
    return (
      <Stack>
        <PageHead title={accountStrings.pages.home} />
        <PageError error={summary.error} inlineErrorState onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      </Stack>
    );
  return (
    <Stack data-testid="account-home">
      <PageHead title={accountStrings.pages.home}>{format(s.welcome, { alias: summary.data.alias })}</PageHead>
      <OverviewCards />
      <RecentActivity />
      <ShortcutLinks />
      <NotificationsSection />
      <MessagesSection />
    </Stack>
  );
}
