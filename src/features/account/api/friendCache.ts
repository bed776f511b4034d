import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { keys } from '@/api/keys';
import { accountKeys } from './keys';
import type { Friend, FriendRequest, FriendRequestsResponse, FriendsResponse } from '@/api/schemas/account';
import { now } from '@/lib/clock';

/*
 * The friends page's cached lists as the friend mutations change them: optimistic steps (a request leaves
 * its list, an accepted sender joins the friends), the snapshot they roll back to on failure, and the
 * refresh from the server once a mutation has settled (the TanStack Query optimistic-update pattern).
 */

export type RequestDirection = 'incoming' | 'outgoing';

/** What the lists held before an optimistic step. */
export interface FriendListsSnapshot {
  entries: Array<[QueryKey, unknown]>;
}

const lists = [accountKeys.friendRequests(), accountKeys.friends()] as const;

/** Stops in-flight reads (their older answer would overwrite the step) and remembers the lists. */
export async function snapshotFriendLists(queryClient: QueryClient): Promise<FriendListsSnapshot> {
  await Promise.all(lists.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  return { entries: lists.flatMap((queryKey) => queryClient.getQueriesData({ queryKey })) };
}

/** Puts the lists back as they were (a failed mutation). */
export function restoreFriendLists(queryClient: QueryClient, snapshot: FriendListsSnapshot | undefined): void {
  for (const [queryKey, data] of snapshot?.entries ?? []) queryClient.setQueryData(queryKey, data);
}

/** Takes the request out of its list. */
export function dropRequest(queryClient: QueryClient, direction: RequestDirection, uuid: string): void {
  queryClient.setQueryData<FriendRequestsResponse>(accountKeys.friendRequests(), (data) =>
    data ? { ...data, [direction]: data[direction].filter((r) => r.uuid !== uuid) } : data,
  );
}

/** Adds a request at the top of its list (the newest first), unless it is there already. */
export function addRequest(queryClient: QueryClient, direction: RequestDirection, request: FriendRequest): void {
  queryClient.setQueryData<FriendRequestsResponse>(accountKeys.friendRequests(), (data) =>
    data && !data[direction].some((r) => r.uuid === request.uuid) ? { ...data, [direction]: [request, ...data[direction]] } : data,
  );
}

/** The friend an accepted request makes, until the server's list arrives. */
export function friendFromRequest(request: FriendRequest): Friend {
  return { ...request.user, online: false, date: { since: now().toISOString() } };
}

/** Shows `friend` first on the friends list's first page, and counts them. */
export function addFriend(queryClient: QueryClient, friend: Friend): void {
  queryClient.setQueryData<FriendsResponse>(accountKeys.friends(), (data) => {
    if (!data || data.pagination.items.some((f) => f.username === friend.username)) return data;
    const { pagination } = data;
    return { pagination: { ...pagination, total: pagination.total + 1, items: [friend, ...pagination.items] } };
  });
}

/** Takes a friend off every cached page of the list. */
export function dropFriend(queryClient: QueryClient, username: string): void {
  queryClient.setQueriesData<FriendsResponse>({ queryKey: accountKeys.friends() }, (data) => {
    if (!data?.pagination.items.some((f) => f.username === username)) return data;
    const { pagination } = data;
    return { pagination: { ...pagination, total: Math.max(0, pagination.total - 1), items: pagination.items.filter((f) => f.username !== username) } };
  });
}

/**
 * After a mutation: the server's lists are fetched again, and what a friendship changes elsewhere is
 * stale (the activity entry it adds, the friends sections of public profiles).
 */
export function refreshFriendLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.friendRequests() }),
    queryClient.invalidateQueries({ queryKey: accountKeys.friends() }),
    queryClient.invalidateQueries({ queryKey: accountKeys.activity() }),
    queryClient.invalidateQueries({ queryKey: keys.community.all }),
  ]).then(() => undefined);
}
