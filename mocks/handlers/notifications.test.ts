import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { call, rejection } from '../core/testing';
import { db } from '../db';
import { setScenarioState } from '../scenarios/state';

function login(name: string) {
  return call(endpoints['auth.login'], { body: { login: name, password: 'Orbital!2026', remember: false } });
}

const index = () => call(endpoints['notifications.index']);

describe('notifications.index', () => {
  it('lists the user\'s notifications newest first with the unread count', async () => {
    await login('player');
    const result = await index();
    expect(result.unread).toBe(3);
    expect(result.pagination).toMatchObject({ total: 5, per_page: 10, current: 1, last: 1 });
    const dates = result.pagination.items.map((n) => n.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(result.pagination.items[0]).toMatchObject({ type: 'success', title: 'Achievement unlocked', read: false });
    // Only the API's fields: the owner id stays on the server.
    expect(Object.keys(result.pagination.items[0] ?? {}).toSorted()).toEqual(['body', 'date', 'read', 'title', 'type', 'url', 'uuid']);
  });

  it('each user sees only their own', async () => {
    await login('developer');
    const result = await index();
    expect(result.pagination.total).toBe(4);
    expect(result.unread).toBe(2);
    expect(result.pagination.items.some((n) => n.title === 'Achievement unlocked')).toBe(false);
  });

  it('needs a session (401); the empty scenario answers no notifications and nothing unread', async () => {
    await expect(rejection(index())).resolves.toMatchObject({ code: 401, message: 'You need to be logged in to do that. Please log in and try again.' });
    await login('player');
    setScenarioState({ scenario: 'empty' });
    await expect(index()).resolves.toMatchObject({ unread: 0, pagination: { total: 0, items: [] } });
  });
});

describe('notifications.markRead', () => {
  it('marks the given notifications read: the unread count drops and the list shows them read', async () => {
    await login('player');
    const before = await index();
    const first = before.pagination.items.find((n) => !n.read);
    if (!first) throw new Error('player has no unread notification');
    await expect(call(endpoints['notifications.markRead'], { body: { uuids: [first.uuid] } })).resolves.toEqual({ unread: 2 });
    const after = await index();
    expect(after.unread).toBe(2);
    expect(after.pagination.items.find((n) => n.uuid === first.uuid)?.read).toBe(true);
    // Marking a read one again changes nothing.
    await expect(call(endpoints['notifications.markRead'], { body: { uuids: [first.uuid] } })).resolves.toEqual({ unread: 2 });
  });

  it('without uuids marks everything read, and only the caller\'s', async () => {
    await login('player');
    await expect(call(endpoints['notifications.markRead'], { body: {} })).resolves.toEqual({ unread: 0 });
    await expect(index()).resolves.toMatchObject({ unread: 0 });
    expect(db.notifications.findMany((q) => q.where({ userId: 2, read: false }))).toHaveLength(1);
  });

  it('refuses unknown notifications and another user\'s (404) and changes nothing', async () => {
    await login('player');
    const theirs = db.notifications.findFirst((q) => q.where({ userId: 2, read: false }));
    const mine = db.notifications.findFirst((q) => q.where({ userId: 1, read: false }));
    for (const uuids of [['00000000-0000-4000-8000-000000000000'], [mine?.uuid ?? '', theirs?.uuid ?? '']]) {
      const error = await rejection(call(endpoints['notifications.markRead'], { body: { uuids } }));
      expect(error.code).toBe(404);
      expect(error.message).toBe('One or more of these notifications could not be found. Please reload the list and try again.');
    }
    await expect(index()).resolves.toMatchObject({ unread: 3 });
    expect(db.notifications.findFirst((q) => q.where({ uuid: theirs?.uuid ?? '' }))?.read).toBe(false);
  });

  it('needs a session', async () => {
    await expect(rejection(call(endpoints['notifications.markRead'], { body: {} }))).resolves.toMatchObject({ code: 401 });
  });
});
