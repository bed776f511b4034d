import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keys } from '@/api/keys';
import type { NotificationsResponse, UserNotification } from '@/api/schemas';
import { addNotification } from './notifications';

const note = (n: number, read = false): UserNotification => ({
  uuid: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  type: 'success',
  title: `N${n}`,
  body: '',
  url: null,
  read,
  date: '2026-01-01T00:00:00.000Z',
});

describe('notification.created (Decision 15)', () => {
  it('prepends the new item and counts it as unread, once', () => {
    const client = new QueryClient();
    client.setQueryData<NotificationsResponse>(keys.notifications.index(), {
      unread: 1,
      pagination: { total: 1, from: 1, to: 1, current: 1, last: 1, per_page: 10, items: [note(1)] },
    });
    addNotification(client, note(2));
    addNotification(client, note(2));
    const data = client.getQueryData<NotificationsResponse>(keys.notifications.index());
    expect(data?.unread).toBe(2);
    expect(data?.pagination.total).toBe(2);
    expect(data?.pagination.items.map((i) => i.title)).toEqual(['N2', 'N1']);
  });
});
