/*
 * The profile and shop pages' server side: the alias, the avatar upload (the bytes must be the image type
 * the data URL claims), and the purchase history (coin packs and premium months, newest first).
 */
import { AVATAR_TYPE_MESSAGE, type Purchase } from '../../../src/api/schemas';
import { invalid } from '../../core/errors';
import { db, type UserRecord } from '../../db';

/** The first bytes of each accepted image type (PNG signature, JPEG SOI marker, RIFF….WEBP). */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/**
 * Checks an avatar data URL the request schema already accepted (type and size): its bytes must start like
 * the type it names, else 422 with the type message (a renamed text file, a GIF sent as PNG).
 */
export function checkAvatarBytes(dataUrl: string): void {
  const match = /^data:([^;]+);base64,(.{0,24})/.exec(dataUrl);
  const check = match ? SIGNATURES[match[1] ?? ''] : undefined;
  let head: Uint8Array;
  try {
    head = Uint8Array.from(atob(match?.[2] ?? ''), (c) => c.charCodeAt(0));
  } catch {
    throw invalid(AVATAR_TYPE_MESSAGE);
  }
  if (!check?.(head)) throw invalid(AVATAR_TYPE_MESSAGE);
}

/** The avatar in every size: the mock keeps the uploaded image as it came (a real server would scale it). */
export function avatarFromUpload(dataUrl: string): UserRecord['avatar'] {
  return { tn: dataUrl, sm: dataUrl, sd: dataUrl };
}

/** A user's coin purchases and premium months, newest first. */
export function purchasesOf(userId: number): Purchase[] {
  const coins: Purchase[] = db.coinPurchases
    .findMany((q) => q.where({ userId }))
    .map(({ uuid, amount, price, method, status, created }) => ({ uuid, kind: 'coins', amount, price, method, status, date: created }));
  const premium: Purchase[] = db.premiumPurchases
    .findMany((q) => q.where({ userId }))
    .map(({ uuid, months, coins: cost, until, created }) => ({ uuid, kind: 'premium', months, coins: cost, until, date: created }));
  return [...coins, ...premium].toSorted((a, b) => b.date.localeCompare(a.date) || a.uuid.localeCompare(b.uuid));
}
