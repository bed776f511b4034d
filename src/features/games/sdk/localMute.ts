/*
 * A visitor's mute choice, remembered in this browser (useGameSettings.ts). Its own module because the
 * relay answers a visitor's `settings.get` from it before the app has started (ADR 0012).
 */

/** The visitor's choice in localStorage ('1' muted, '0' not). */
export const MUTE_STORAGE_KEY = 'orbital.muteAudio';

const localListeners = new Set<() => void>();
/** A choice storage refused (blocked, full): kept for this page. */
let unsaved: boolean | null = null;

/** The visitor's mute choice (false when none was made or storage cannot be read). */
export function readLocalMute(): boolean {
  if (unsaved !== null) return unsaved;
  try {
    return globalThis.localStorage?.getItem(MUTE_STORAGE_KEY) === '1';
  } catch {
    // Storage can be blocked (privacy settings): not muted.
    return false;
  }
}

/** Remembers the visitor's mute choice; every mounted control follows. */
export function writeLocalMute(muted: boolean): void {
  try {
    globalThis.localStorage.setItem(MUTE_STORAGE_KEY, muted ? '1' : '0');
    unsaved = null;
  } catch {
    unsaved = muted;
  }
  for (const listener of localListeners) listener();
}

/** Calls `onChange` when the visitor's choice changes here or in another tab; returns the unsubscribe. */
export function subscribeLocalMute(onChange: () => void) {
  localListeners.add(onChange);
  // Another tab's choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === MUTE_STORAGE_KEY || event.key === null) onChange();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    localListeners.delete(onChange);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
