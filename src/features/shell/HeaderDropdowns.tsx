import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { UserMessage, UserNotification } from '@/api/schemas';
import { Avatar, Dropdown, type DropdownState, type IconName } from '@/design-system';
import { openAuthModal } from '@/lib/authModal';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { useMessages } from './api/messages';
import { useNotifications } from './api/notifications';
import { shellStrings } from './strings';

/** Where each 'View All' leads (ours): the account dashboard's list of it (its section's anchor). */
export const VIEW_ALL_HREF = { notifications: '/account/home#notifications', messages: '/account/home#messages' } as const;

const typeIcon: Record<UserNotification['type'], IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

/** Session status as the header sees it. */
export type HeaderViewer = 'unknown' | 'guest' | 'user';

function dropdownState(viewer: HeaderViewer, query: { isPending: boolean; isError: boolean }): DropdownState {
  if (viewer === 'guest') return 'logged-out';
  if (viewer === 'unknown' || query.isPending) return 'loading';
  return query.isError ? 'error' : 'ready';
}

/** A link inside a panel: client-side navigation. */
function useLinkClick() {
  const navigate = useNavigate();
  return (href: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1) return;
    event.preventDefault();
    void navigate(href);
  };
}

const loggedOut = (text: string) => ({
  title: commonStrings.shell.loggedOutTitle,
  text,
  actionLabel: commonStrings.shell.login,
  onAction: () => openAuthModal('login'),
});

const viewAllLabel = (count: number) => format(commonStrings.shell.viewAllCount, { count });
const unreadLabel = (count: number) => format(shellStrings.unread, { count });

/** The Notifications dropdown (spec §2): at most 3, View All with the count, 'All Clear', or Logged Out. */
export function NotificationsDropdown({ viewer }: { viewer: HeaderViewer }) {
  const query = useNotifications(viewer === 'user');
  const linkClick = useLinkClick();
  const data = viewer === 'user' ? query.data : undefined;
  return (
    <Dropdown<UserNotification>
      label={commonStrings.shell.notifications}
      title={commonStrings.shell.notifications}
      icon="bell"
      count={data?.unread}
      countLabel={unreadLabel}
      items={data?.pagination.items ?? []}
      total={data?.pagination.total}
      getKey={(item) => item.uuid}
      // DropdownItem from the panel's chunk: it stays off the startup path with the panel (issue 14).
      renderItem={(item, _index, { DropdownItem }) => (
        <DropdownItem
          title={item.title}
          body={item.body}
          icon={typeIcon[item.type]}
          iconTone={item.type}
          unread={!item.read}
          unreadLabel={shellStrings.unreadItem}
          {...(item.url ? { href: item.url, onClick: linkClick(item.url) } : {})}
        />
      )}
      viewAll={{ label: viewAllLabel, href: VIEW_ALL_HREF.notifications, onClick: linkClick(VIEW_ALL_HREF.notifications) }}
      state={dropdownState(viewer, query)}
      empty={{ title: commonStrings.shell.allClear, text: commonStrings.shell.noNotifications }}
      loggedOut={loggedOut(commonStrings.shell.loggedOutNotifications)}
      error={{ title: commonStrings.errors.oops, text: query.error?.message ?? commonStrings.errors.network, retryLabel: commonStrings.errors.retry, onRetry: () => void query.refetch() }}
      loadingLabel={commonStrings.shell.loading}
    />
  );
}

/** The New Messages dropdown (spec §2): at most 3, View All with the count, 'All Clear', or Logged Out. */
export function MessagesDropdown({ viewer }: { viewer: HeaderViewer }) {
  const query = useMessages(viewer === 'user');
  const linkClick = useLinkClick();
  const data = viewer === 'user' ? query.data : undefined;
  return (
    <Dropdown<UserMessage>
      label={commonStrings.shell.newMessages}
      title={commonStrings.shell.newMessages}
      icon="mail"
      count={data?.unread}
      countLabel={unreadLabel}
      items={data?.pagination.items ?? []}
      total={data?.pagination.total}
      getKey={(item) => item.uuid}
      renderItem={(item, _index, { DropdownItem }) => {
        const href = `/community/user/${encodeURIComponent(item.author.username)}`;
        return (
          <DropdownItem
            title={item.author.alias}
            body={item.body}
            media={<Avatar src={item.author.avatar.tn} name={item.author.alias} alt="" size="sm" premium={item.author.premium} />}
            unread={!item.read}
            unreadLabel={shellStrings.unreadItem}
            href={href}
            onClick={linkClick(href)}
          />
        );
      }}
      viewAll={{ label: viewAllLabel, href: VIEW_ALL_HREF.messages, onClick: linkClick(VIEW_ALL_HREF.messages) }}
      state={dropdownState(viewer, query)}
      empty={{ title: commonStrings.shell.allClear, text: commonStrings.shell.noMessages, icon: 'mail' }}
      loggedOut={loggedOut(commonStrings.shell.loggedOutMessages)}
      error={{ title: commonStrings.errors.oops, text: query.error?.message ?? commonStrings.errors.network, retryLabel: commonStrings.errors.retry, onRetry: () => void query.refetch() }}
      loadingLabel={commonStrings.shell.loading}
    />
  );
}
