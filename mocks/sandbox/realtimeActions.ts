/*
 * What the panel's realtime buttons do: change the mock database the way the real event's cause would
 * (an unlock is recorded, the balance grows, a notification or message is stored) and publish the event
 * to the session's channels, so that the app receives it through laravel-echo exactly as in production
 * and a later refetch agrees with what the event said.
 */
import type { UserMessage, UserNotification } from '@/api';
import { now } from '@/lib/clock';
import { db, findUserById, fixtures, toUserCard, type UserRecord } from '../db';
import { publishAchievement, publishBalance, publishMessage, publishNotification, wireChannels } from '../realtime/events';
import { realtimeServer } from '../realtime/protocol';
import { connections, realtimeUnavailableReason } from './availability';
import type { RealtimeAction, RealtimeOutcome, SessionInfo } from './types';

/** Coins the 'Update balance' button adds. */
export const BALANCE_STEP = 25;

const isoNow = () => now().toISOString();

function outcome(event: string, channel: string, delivered: number): RealtimeOutcome {
  return { ok: true, delivered, message: `${event} on ${channel}: delivered to ${connections(delivered)}.` };
}

/** An achievement of the sample game the user has not unlocked yet (else the first one). */
function nextAchievement(userId: number | null) {
  const all = db.achievements.all();
  const unlocked = new Set(
    userId === null ? [] : db.achievementUnlocks.findMany((q) => q.where({ userId })).map((unlock) => unlock.achievementUuid),
  );
  const starfall = fixtures.games.starfallArena.slug;
  const ordered = [...all.filter((a) => a.game.slug === starfall), ...all.filter((a) => a.game.slug !== starfall)];
  return ordered.find((a) => !unlocked.has(a.uuid)) ?? ordered[0];
}

/** Someone else who writes to `user`: another demo account. */
function messageAuthor(user: UserRecord): UserRecord | undefined {
  const candidates = [fixtures.users.developer.id, fixtures.users.player.id, fixtures.users.premium.id].filter((id) => id !== user.id);
  for (const id of candidates) {
    const found = findUserById(id);
    if (found) return found;
  }
  return undefined;
}

/** Fires one realtime button for `session`. Never throws for an expected refusal: it says why. */
export async function fireRealtime(action: RealtimeAction, session: SessionInfo): Promise<RealtimeOutcome> {
  const refused = realtimeUnavailableReason(action, session);
  if (refused) return { ok: false, delivered: 0, message: refused };
  const user = session.userId === null ? undefined : findUserById(session.userId);
  if (session.userId !== null && !user) {
    return { ok: false, delivered: 0, message: 'The logged-in user is no longer in the demo database (it was reset). Switch persona.' };
  }

  switch (action) {
    case 'achievement': {
      const achievement = nextAchievement(user?.id ?? null);
      const payload = achievement
        ? { title: achievement.title, desc: achievement.desc, thumb: achievement.thumb, sound: achievement.sound }
        : { title: 'Sandbox Explorer', desc: 'Unlocked from the sandbox panel.', thumb: null, sound: 'ding' as const };
      if (user && achievement && !db.achievementUnlocks.findFirst((q) => q.where({ userId: user.id, achievementUuid: achievement.uuid }))) {
        await db.achievementUnlocks.create({ userId: user.id, achievementUuid: achievement.uuid, unlocked: isoNow() });
      }
      if (user) return outcome('achievement.unlocked', wireChannels.announcement(user.id), publishAchievement({ userId: user.id }, payload));
      const guest = session.guestSession ?? '';
      return outcome('achievement.unlocked', wireChannels.guestAnnouncement(guest), publishAchievement({ guestSession: guest }, payload));
    }
    case 'balance': {
      const target = user as UserRecord;
      const total = target.balance + BALANCE_STEP;
      await db.users.update((q) => q.where({ id: target.id }), {
        data(record) {
          record.balance = total;
        },
      });
      return outcome('balance.updated', wireChannels.account(target.id), publishBalance(target.id, total));
    }
    case 'notification': {
      const target = user as UserRecord;
      const notification: UserNotification = {
        uuid: crypto.randomUUID(),
        type: 'info',
        title: 'Hello from the sandbox',
        body: 'This notification was sent from the sandbox panel to show how new notifications arrive.',
        url: '/account/home',
        read: false,
        date: isoNow(),
      };
      await db.notifications.create({ ...notification, userId: target.id });
      return outcome('notification.created', wireChannels.announcement(target.id), publishNotification(target.id, notification));
    }
    case 'message': {
      const target = user as UserRecord;
      const author = messageAuthor(target);
      if (!author) return { ok: false, delivered: 0, message: 'No other demo account is left to send a message from. Reset the demo data.' };
      const message: UserMessage = {
        uuid: crypto.randomUUID(),
        author: toUserCard(author),
        body: `Hi ${target.alias}! Want to race in Neon Drift tonight?`,
        read: false,
        date: isoNow(),
      };
      await db.messages.create({ uuid: message.uuid, body: message.body, read: false, date: message.date, userId: target.id, authorId: author.id });
      return outcome('message.created', wireChannels.announcement(target.id), publishMessage(target.id, message));
    }
  }
}

/**
 * Closes this tab's push-server sockets with Pusher's 4100 ("reconnect after backing off"): what a lost
 * connection looks like to pusher-js, which reconnects and subscribes its channels again (authorised anew).
 */
export function dropRealtimeConnections(): RealtimeOutcome {
  const dropped = realtimeServer().closeAll(4100, 'Dropped from the sandbox panel.');
  return {
    ok: dropped > 0,
    delivered: dropped,
    message: dropped > 0 ? `Dropped ${connections(dropped)}; the app reconnects by itself.` : 'No realtime connection to drop.',
  };
}
