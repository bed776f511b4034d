import '../../tests/setup/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { call, rawFetch, rejection } from '../core/testing';
import { db, ensureDatabase } from '../db';

const PASSWORD = 'Orbital!2026';
const UNAUTHORIZED = 'You need to be logged in to do that. Please log in and try again.';

async function login(username: 'player' | 'premium' | 'developer') {
  await call(endpoints['auth.login'], { body: { login: username, password: PASSWORD, remember: false } });
}

const start = (slug = 'starfall-arena') => call(endpoints['sessions.start'], { params: { slug } });
const end = (id: number | string, duration: number) => call(endpoints['sessions.end'], { params: { id }, body: { duration } });
const session = (id: number) => db.gameSessions.findFirst((q) => q.where({ id }));
const views = (slug: string) => db.games.findFirst((q) => q.where({ slug }))?.views ?? -1;

beforeEach(async () => {
  await ensureDatabase();
});

describe('sessions.start', () => {
  it('opens a history session for the caller and answers its id; the play is counted', async () => {
    await login('player');
    const before = views('starfall-arena');
    const { id } = await start();
    expect(id).toBeGreaterThan(Math.max(0, ...db.gameSessions.findMany().filter((s) => s.id !== id).map((s) => s.id)));
    expect(session(id)).toMatchObject({ userId: 1, gameSlug: 'starfall-arena', ended: null, duration: 0 });
    expect(views('starfall-arena')).toBe(before + 1);
    const second = await start();
    expect(second.id).toBe(id + 1);
  });

  it('needs a session; an unknown game is a 404', async () => {
    const error = await rejection(start());
    expect(error.code).toBe(401);
    expect(error.message).toBe(UNAUTHORIZED);
    await login('player');
    const unknown = await rejection(start('no-such-game'));
    expect(unknown.code).toBe(404);
    expect(unknown.message).toBe('We could not find this game. It may have been removed or renamed.');
  });
});

describe('sessions.end', () => {
  it('records the seconds played and the end, and adds the play to the activity feed', async () => {
    await login('player');
    const { id } = await start('neon-drift');
    await expect(end(id, 754)).resolves.toBeNull();
    const ended = session(id);
    expect(ended?.duration).toBe(754);
    expect(ended?.ended).not.toBeNull();
    const activity = db.activity.findMany((q) => q.where({ userId: 1, type: 'played' })).toSorted((a, b) => b.date.localeCompare(a.date))[0];
    expect(activity).toMatchObject({ title: 'Played Neon Drift', url: '/arcade/games/neon-drift' });
  });

  it('a session ends once', async () => {
    await login('player');
    const { id } = await start();
    await end(id, 60);
    const error = await rejection(end(id, 90));
    expect(error.code).toBe(422);
    expect(error.message).toBe('This game session has already ended.');
    expect(session(id)?.duration).toBe(60);
  });

  it('only the owner ends a session', async () => {
    await login('player');
    const { id } = await start();
    await login('premium');
    const error = await rejection(end(id, 60));
    expect(error.code).toBe(403);
    expect(error.message).toBe('You can only end your own game sessions.');
    expect(session(id)?.ended).toBeNull();
  });

  it('an unknown or malformed id is a 404; a negative duration a 422; guests a 401', async () => {
    expect((await rejection(end(1, 10))).code).toBe(401);
    await login('player');
    for (const id of [99_999, 'abc', '1.5']) {
      const error = await rejection(end(id, 10));
      expect(error.code).toBe(404);
      expect(error.message).toBe('We could not find this game session.');
    }
    const { id } = await start();
    const response = await rawFetch(`/v1/private/user/arcade/gp/history/session/${id}/end`, { method: 'PUT', body: JSON.stringify({ duration: -5 }) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { status: { message: string } }).status.message).toBe('The duration must be at least 0.');
  });
});
