import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import type { Friend, FriendRequest } from '@/api/schemas/account';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Notice,
  PageTitle,
  Section,
  SectionHeader,
  SectionTitle,
  Skeleton,
  TextInput,
  TextLink,
  useDialog,
  useToast,
} from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { errorMessage } from '@/lib/errors';
import { userProfileHref } from '@/lib/links';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { useAcceptFriendRequest } from '../api/acceptFriendRequest';
import { useCancelFriendRequest } from '../api/cancelFriendRequest';
import { useDeclineFriendRequest } from '../api/declineFriendRequest';
import { useFriendRequests } from '../api/friendRequests';
import { useFriends } from '../api/friends';
import { useRemoveFriend } from '../api/removeFriend';
import { useSendFriendRequest } from '../api/sendFriendRequest';
import { accountListStrings } from '../listStrings';
import { ListError, ListLoading, ListPage, ListPagination, usePageParam } from '../lists/listParts';
import { accountStrings } from '../strings';

const s = accountListStrings.friends;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 18rem;
  }
`;

/* The button lines up with the input under its label. */
const SubmitSlot = styled.div`
  padding-top: calc(${({ theme }) => theme.fontSize.sm} * ${({ theme }) => theme.lineHeight.snug} + ${({ theme }) => theme.space[2]});
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const People = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FriendGrid = styled(People)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

const Person = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Who = styled.div`
  display: grid;
  flex: 1 1 10rem;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A section's h2 (SectionTitle's look) that takes focus when a row of its list goes away. */
const Heading = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};

  &:focus {
    outline: none;
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A user of a list: avatar (premium halo), alias linking to their profile, username, and `children` under it. */
function PersonRow({ user, children, actions }: { user: FriendRequest['user']; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Person>
      <Avatar src={user.avatar.sm} name={user.alias} alt="" premium={user.premium} size="md" />
      <Who>
        <Name>
          <TextLink href={userProfileHref(user.username)} renderLink={renderRouterLink} data-testid="friend-name">
            {user.alias}
          </TextLink>
        </Name>
        <Muted data-testid="friend-username">@{user.username}</Muted>
        {children}
      </Who>
      {actions && <Actions>{actions}</Actions>}
    </Person>
  );
}

function PeopleSkeleton({ rows }: { rows: number }) {
  return (
    <People as="div">
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} padding="sm">
          <Person>
            <Skeleton shape="circle" width={40} height={40} />
            <Who>
              <Skeleton shape="text" width="40%" />
              <Skeleton shape="text" width="25%" />
            </Who>
          </Person>
        </Card>
      ))}
    </People>
  );
}

/**
 * 'Add Friend': a username and 'Send Request'. The server follows the receiver's friend_request setting
 * and says why it refuses; that sentence shows under the field and what was typed stays.
 */
function AddFriend() {
  const send = useSendFriendRequest();
  const { toast } = useToast();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const wanted = username.trim().replace(/^@/, '');
    if (!wanted) {
      setError(s.add.required);
      input.current?.focus();
      return;
    }
    setError(null);
    send.mutate(
      { body: { username: wanted } },
      {
        onSuccess: (result) => {
          setUsername('');
          toast({ type: 'success', title: s.add.sentTitle, body: result.message });
        },
        onError: (failure) => {
          setError(errorMessage(failure));
          input.current?.focus();
        },
      },
    );
  };

  return (
    <Section aria-labelledby="add-friend-title" data-testid="add-friend">
      <SectionTitle id="add-friend-title" size="md">
        {s.add.title}
      </SectionTitle>
      <Form noValidate onSubmit={onSubmit}>
        <TextInput
          ref={input}
          name="username"
          label={s.add.label}
          hint={s.add.hint}
          error={error ?? undefined}
          value={username}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={60}
          iconStart="user"
          onChange={(event) => {
            setUsername(event.target.value);
            if (error) setError(null);
          }}
        />
        <SubmitSlot>
          <Button type="submit" iconStart="send" busy={send.isPending}>
            {s.add.submit}
          </Button>
        </SubmitSlot>
      </Form>
    </Section>
  );
}

/** After a row leaves its list, focus goes to the list's heading instead of the page's start. */
const focusHeading = (heading: RefObject<HTMLHeadingElement | null>) => heading.current?.focus({ preventScroll: true });

/** Incoming and outgoing requests: accept, decline, cancel (optimistic, rolled back on failure). */
function Requests() {
  const query = useFriendRequests();
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const cancel = useCancelFriendRequest();
  const { toast } = useToast();
  const incomingHeading = useRef<HTMLHeadingElement>(null);
  const outgoingHeading = useRef<HTMLHeadingElement>(null);

  const section = (id: 'incoming' | 'outgoing', heading: RefObject<HTMLHeadingElement | null>, content: ReactNode) => (
    <Section aria-labelledby={`friend-requests-${id}`} data-testid={`friend-requests-${id}`}>
      <Heading ref={heading} id={`friend-requests-${id}`} tabIndex={-1}>
        {s[id].title}
      </Heading>
      {content}
    </Section>
  );

  if (query.isPending) {
    return (
      <Columns>
        {section('incoming', incomingHeading, <ListLoading label={s.loading} testId="friend-requests-loading"><PeopleSkeleton rows={1} /></ListLoading>)}
        {section('outgoing', outgoingHeading, <PeopleSkeleton rows={1} />)}
      </Columns>
    );
  }
  if (query.isError) {
    return <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="friend-requests-error" />;
  }

  const { incoming, outgoing } = query.data;
  const sent = (request: FriendRequest) => (
    <Muted>
      <time dateTime={request.date.sent}>{format(s.sent, { date: formatArticleDate(request.date.sent) })}</time>
    </Muted>
  );

  return (
    <Columns>
      {section(
        'incoming',
        incomingHeading,
        incoming.length === 0 ? (
          <Muted data-testid="friend-requests-incoming-empty">{s.incoming.empty}</Muted>
        ) : (
          <People>
            {incoming.map((request) => (
              <li key={request.uuid}>
                <Card padding="sm" data-testid="friend-request" data-uuid={request.uuid}>
                  <PersonRow
                    user={request.user}
                    actions={
                      <>
                        <Button
                          size="sm"
                          iconStart="check"
                          aria-label={format(s.incoming.acceptLabel, { name: request.user.alias })}
                          onClick={() => {
                            focusHeading(incomingHeading);
                            accept.mutate(request, { onSuccess: (result) => toast({ type: 'success', title: s.incoming.acceptedTitle, body: result.message }) });
                          }}
                        >
                          {s.incoming.accept}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          iconStart="close"
                          aria-label={format(s.incoming.declineLabel, { name: request.user.alias })}
                          onClick={() => {
                            focusHeading(incomingHeading);
                            decline.mutate(request, { onSuccess: (result) => toast({ type: 'info', title: s.incoming.declinedTitle, body: result.message }) });
                          }}
                        >
                          {s.incoming.decline}
                        </Button>
                      </>
                    }
                  >
                    {sent(request)}
                  </PersonRow>
                </Card>
              </li>
            ))}
          </People>
        ),
      )}
      {section(
        'outgoing',
        outgoingHeading,
        outgoing.length === 0 ? (
          <Muted data-testid="friend-requests-outgoing-empty">{s.outgoing.empty}</Muted>
        ) : (
          <People>
            {outgoing.map((request) => (
              <li key={request.uuid}>
                <Card padding="sm" data-testid="friend-request" data-uuid={request.uuid}>
                  <PersonRow
                    user={request.user}
                    actions={
                      <Button
                        size="sm"
                        variant="secondary"
                        iconStart="close"
                        aria-label={format(s.outgoing.cancelLabel, { name: request.user.alias })}
                        onClick={() => {
                          focusHeading(outgoingHeading);
                          cancel.mutate(request, { onSuccess: (result) => toast({ type: 'info', title: s.outgoing.cancelledTitle, body: result.message }) });
                        }}
                      >
                        {s.outgoing.cancel}
                      </Button>
                    }
                  >
                    {sent(request)}
                  </PersonRow>
                </Card>
              </li>
            ))}
          </People>
        ),
      )}
    </Columns>
  );
}

/** The friends, a page at a time; 'Remove' asks first (a dialog whose confirm runs the call). */
function Friends() {
  const page = usePageParam();
  const query = useFriends(page);
  const remove = useRemoveFriend();
  const dialog = useDialog();
  const { toast } = useToast();
  const heading = useRef<HTMLHeadingElement>(null);

  const onRemove = async (friend: Friend) => {
    let message = '';
    const result = await dialog.open({
      type: 'danger',
      title: s.remove.title,
      // The alias is the user's own text: a React child, never HTML.
      children: <p>{format(s.remove.body, { name: friend.alias })}</p>,
      confirm: {
        title: s.remove.confirm,
        action: async () => {
          message = (await remove.mutateAsync({ params: { user: friend.username } })).message;
        },
      },
      cancel: { title: s.remove.cancel },
      // A failure keeps the dialog open; the 'Error' toast says why.
      onActionError: () => {},
    });
    if (result !== 'confirm') return;
    toast({ type: 'success', title: s.remove.removedTitle, body: message });
    focusHeading(heading);
  };

  let body;
  if (query.isPending) {
    body = (
      <ListLoading label={s.loading} testId="friends-loading">
        <PeopleSkeleton rows={3} />
      </ListLoading>
    );
  } else if (query.isError && !query.isPlaceholderData) {
    body = <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="friends-error" />;
  } else {
    const { pagination } = query.data;
    body =
      pagination.total === 0 ? (
        <Notice icon="users" data-testid="friends-empty">
          {s.list.empty}
        </Notice>
      ) : (
        <>
          <FriendGrid data-testid="friends-list" aria-busy={query.isFetching && query.isPlaceholderData ? true : undefined}>
            {pagination.items.map((friend) => (
              <li key={friend.username}>
                <Card padding="sm" data-testid="friend" data-username={friend.username}>
                  <PersonRow
                    user={friend}
                    actions={
                      <Button size="sm" variant="ghost" iconStart="trash" aria-label={format(s.list.removeLabel, { name: friend.alias })} onClick={() => void onRemove(friend)}>
                        {s.list.remove}
                      </Button>
                    }
                  >
                    <Muted>
                      <Badge tone={friend.online ? 'success' : 'neutral'} size="sm">
                        {friend.online ? s.list.online : s.list.offline}
                      </Badge>{' '}
                      <time dateTime={friend.date.since}>{format(s.list.since, { date: formatArticleDate(friend.date.since) })}</time>
                    </Muted>
                  </PersonRow>
                </Card>
              </li>
            ))}
          </FriendGrid>
          <ListPagination pagination={pagination} label={s.list.navigation} />
        </>
      );
  }

  return (
    <Section aria-labelledby="friends-list-title" data-testid="friends">
      <SectionHeader align="start">
        <Heading ref={heading} id="friends-list-title" tabIndex={-1}>
          {s.list.title}
        </Heading>
        {query.data && query.data.pagination.total > 0 && <Count data-testid="friends-count">{format(s.list.count, { count: query.data.pagination.total })}</Count>}
      </SectionHeader>
      {body}
    </Section>
  );
}

/**
 * /account/friends (spec §2): the friends list, the incoming and outgoing friend requests (accept,
 * decline, cancel — optimistic, rolled back on failure), removing a friend after a confirmation, and
 * 'Add Friend' by username, which follows the receiver's `community.friend_request` setting (spec §3:
 * the server refuses with a sentence shown under the field).
 */
export function FriendsPage() {
  return (
    <ListPage data-testid="account-friends">
      <PageTitle>{accountStrings.pages.friends}</PageTitle>
      <AddFriend />
      <Requests />
      <Friends />
    </ListPage>
  );
}
