import { afterEach, describe, expect, it } from 'vitest';
import { publishAchievement, publishBalance, publishEvent, publishMessage, publishNotification, wireChannels } from './events';
import { authorizeChannel, realtimeServer } from './protocol';

interface Frame {
  event: string;
  channel?: string;
  data: string;
}

/** A connection on the shared server subscribed to `channel`, recording what it receives. */
async function listener(channel: string) {
  const frames: Frame[] = [];
  const connection = realtimeServer().connect((frame) => frames.push(JSON.parse(frame) as Frame));
  const auth = channel.startsWith('private-') ? (await authorizeChannel(connection.socketId, channel)).auth : undefined;
  await connection.receive(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  expect(frames.at(-1)?.event).toBe('pusher_internal:subscription_succeeded');
  return { last: () => frames.at(-1), connection };
}

afterEach(() => realtimeServer().closeAll());

const ACHIEVEMENT = { title: 'Sharpshooter', desc: 'Hit 100 targets.', thumb: '/img/a.svg', sound: 'strong' } as const;

describe('typed publishers', () => {
  it('uses the wire channel names the client subscribes to', () => {
    expect(wireChannels.announcement(42)).toBe('private-announcement.42');
    expect(wireChannels.account(42)).toBe('private-account.42');
    expect(wireChannels.guestAnnouncement('abc')).toBe('guest.announcement.abc');
  });

  it('achievement.unlocked goes to a user or a guest session', async () => {
    const user = await listener('private-announcement.42');
    const guest = await listener('guest.announcement.abc');
    expect(publishAchievement({ userId: 42 }, ACHIEVEMENT)).toBe(1);
    expect(user.last()).toEqual({ event: 'achievement.unlocked', channel: 'private-announcement.42', data: JSON.stringify(ACHIEVEMENT) });
    expect(publishAchievement({ guestSession: 'abc' }, ACHIEVEMENT)).toBe(1);
    expect(guest.last()).toEqual({ event: 'achievement.unlocked', channel: 'guest.announcement.abc', data: JSON.stringify(ACHIEVEMENT) });
  });

  it('balance.updated goes to the account channel', async () => {
    const account = await listener('private-account.42');
    expect(publishBalance(42, 130)).toBe(1);
    expect(account.last()).toEqual({ event: 'balance.updated', channel: 'private-account.42', data: '{"total":130}' });
  });

  it('notification.created and message.created go to the announcement channel', async () => {
    const user = await listener('private-announcement.5');
    const notification = {
      uuid: '0b7b7d5e-3f57-4a6f-9a57-0c6f1d2e3a4b',
      type: 'success',
      title: 'Gift received',
      body: 'You received 100 coins.',
      url: null,
      read: false,
      date: '2026-11-02T10:00:00.000Z',
    } as const;
    publishNotification(5, notification);
    expect(user.last()).toMatchObject({ event: 'notification.created', channel: 'private-announcement.5' });
    expect(JSON.parse(user.last()?.data ?? '')).toEqual(notification);

    const message = {
      uuid: '1c8c8e6f-4a68-4b70-8b68-1d7a2e3f4b5c',
      author: { alias: 'Player', username: 'player', avatar: { tn: null, sm: null, sd: null }, premium: false },
      body: 'GG!',
      read: false,
      date: '2026-11-02T10:01:00.000Z',
    };
    publishMessage(5, message);
    expect(user.last()).toMatchObject({ event: 'message.created', channel: 'private-announcement.5' });
  });

  it('returns 0 when nobody listens', () => {
    expect(publishBalance(999, 1)).toBe(0);
  });

  it('refuses a payload that does not match the event schema', () => {
    expect(() => publishBalance(1, -5)).toThrow(/balance.updated payload does not match its schema: total/);
    expect(() => publishAchievement({ userId: 1 }, { ...ACHIEVEMENT, sound: 'boom' as 'ding' })).toThrow(/sound/);
    expect(() => publishEvent('x', 'notification.created', { title: 'no uuid' } as never)).toThrow(/notification.created/);
  });
});
