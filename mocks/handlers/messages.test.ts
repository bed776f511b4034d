import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { call, rejection } from '../core/testing';
import { db } from '../db';
import { setScenarioState } from '../scenarios/state';

function login(name: string) {
  return call(endpoints['auth.login'], { body: { login: name, password: 'Orbital!2026', remember: false } });
}

const index = () => call(endpoints['messages.index']);

describe('messages.index', () => {
  it('lists the user\'s messages newest first with their authors and the unread count', async () => {
    await login('player');
    const result = await index();
    expect(result.unread).toBe(2);
    expect(result.pagination).toMatchObject({ total: 4, per_page: 10 });
    const dates = result.pagination.items.map((m) => m.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
    const record = db.messages.findFirst((q) => q.where({ uuid: result.pagination.items[0]?.uuid ?? '' }));
    const author = db.users.findFirst((q) => q.where({ id: record?.authorId ?? 0 }));
    expect(result.pagination.items[0]?.author).toMatchObject({ alias: author?.alias, username: author?.username, avatar: author?.avatar });
  });

  it('needs a session (401); the empty scenario answers no messages and nothing unread', async () => {
    await expect(rejection(index())).resolves.toMatchObject({ code: 401 });
    await login('premium');
    setScenarioState({ scenario: 'empty' });
    await expect(index()).resolves.toMatchObject({ unread: 0, pagination: { total: 0, items: [] } });
  });
});

describe('messages.markRead', () => {
  it('marks the given messages read, then all', async () => {
    await login('player');
    const unread = (await index()).pagination.items.filter((m) => !m.read);
    expect(unread).toHaveLength(2);
    await expect(call(endpoints['messages.markRead'], { body: { uuids: [unread[0]?.uuid ?? ''] } })).resolves.toEqual({ unread: 1 });
    expect((await index()).pagination.items.find((m) => m.uuid === unread[0]?.uuid)?.read).toBe(true);
    await expect(call(endpoints['messages.markRead'], { body: {} })).resolves.toEqual({ unread: 0 });
    await expect(index()).resolves.toMatchObject({ unread: 0 });
    // Other users' messages are untouched.
    expect(db.messages.findMany((q) => q.where({ userId: 2, read: false }))).toHaveLength(1);
  });

  it('refuses unknown messages and another user\'s (404)', async () => {
    await login('player');
    const theirs = db.messages.findFirst((q) => q.where({ userId: 3 }));
    for (const uuids of [['00000000-0000-4000-8000-000000000000'], [theirs?.uuid ?? '']]) {
      const error = await rejection(call(endpoints['messages.markRead'], { body: { uuids } }));
      expect(error.code).toBe(404);
      expect(error.message).toBe('One or more of these messages could not be found. Please reload the list and try again.');
    }
    await expect(index()).resolves.toMatchObject({ unread: 2 });
  });

  it('needs a session', async () => {
    await expect(rejection(call(endpoints['messages.markRead'], { body: {} }))).resolves.toMatchObject({ code: 401 });
  });
});
