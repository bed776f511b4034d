import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Settings } from '@orbital/sdk/protocol';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { endpointMutationOptions } from '@/api/queryClient';
import type { Session } from '@/api/schemas/user';
import { usePrefersReducedMotion } from '@/design-system';
import { useSession } from '@/lib/session';
import { applySessionUpdate } from '@/lib/session/update';
import type { SendGameEvent } from './useGameRelay';

/*
 * The game's settings (issue 12: `settings.get` → { muteAudio, reducedMotion }, `settings.changed` when
 * either changes). reducedMotion is the browser's prefers-reduced-motion. muteAudio is the player's media
 * setting `mute_sounds_master` (spec §3); a visitor has the page's own mute control, remembered in this
 * browser. For a player the control changes the account setting itself (account.updateSettings): one
 * "mute" that every Orbital page and game follows, rather than a page-level override that would disagree
 * with the account's. The change shows at once and is rolled back when the server refuses it (the
 * mutation cache shows the 'Error' toast with the server's message).
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

function subscribeLocalMute(onChange: () => void) {
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

/** The session with the player's `mute_sounds_master` set to `muted`. */
export function withMuteSetting(session: Session, muted: boolean): Session {
  return { ...session, settings: { ...session.settings, media: { ...session.settings.media, mute_sounds_master: muted } } };
}

export interface GameSettings extends Settings {
  /** Where the mute choice lives: the player's account setting, or this browser (a visitor). */
  source: 'account' | 'browser';
  /** The page's mute control: changes the player's setting, or the visitor's choice. */
  setMuteAudio(muted: boolean): void;
  /** The relay's `settings.get` handler. */
  settings(): Settings;
}

/** The player's mute setting changed optimistically in the session (and its tab cache), rolled back on failure. */
function useMuteSettingMutation() {
  const queryClient = useQueryClient();
  const statusKey = keys.auth.status();
  const setMute = (muted: boolean) =>
    queryClient.setQueryData<Session | null>(statusKey, (session) => (session ? withMuteSetting(session, muted) : session));
  const cachedMute = () => queryClient.getQueryData<Session | null>(statusKey)?.settings.media.mute_sounds_master;
  /** Toggles not answered yet: only the last answer may replace the settings (an earlier one is older). */
  const inFlight = useRef(0);

  return useMutation({
    ...endpointMutationOptions(api(), endpoints['account.updateSettings']),
    onMutate: async ({ body }) => {
      inFlight.current += 1;
      const muted = body.media?.mute_sounds_master === true;
      // A status fetch landing now would put the old value back.
      await queryClient.cancelQueries({ queryKey: statusKey });
      const before = cachedMute();
      setMute(muted);
      return { before, muted };
    },
    onError: (_error, _variables, context) => {
      inFlight.current -= 1;
      // Only while the screen still shows this change (a later toggle wins).
      if (context && context.before !== undefined && cachedMute() === context.muted) setMute(context.before);
    },
    onSuccess: (settings) => {
      inFlight.current -= 1;
      if (inFlight.current > 0) return;
      applySessionUpdate(queryClient, { settings });
    },
  });
}

/** The game's settings and the page's mute control (see the comment at the top). */
export function useGameSettings(): GameSettings {
  const session = useSession().data;
  const localMute = useSyncExternalStore(subscribeLocalMute, readLocalMute, () => false);
  const reducedMotion = usePrefersReducedMotion();
  const { mutate } = useMuteSettingMutation();

  const muteAudio = session ? session.settings.media.mute_sounds_master : localMute;
  return {
    muteAudio,
    reducedMotion,
    source: session ? 'account' : 'browser',
    setMuteAudio(muted) {
      if (session) mutate({ body: { media: { mute_sounds_master: muted } } });
      else writeLocalMute(muted);
    },
    settings: () => ({ muteAudio, reducedMotion }),
  };
}

/**
 * Page → game: `settings.changed` with both values whenever either changes (not for the first values:
 * the game asks with `settings.get`). The relay delivers it only once the game has spoken.
 */
export function useSettingsChanged(send: SendGameEvent, { muteAudio, reducedMotion }: Settings, enabled: boolean): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const key = `${muteAudio}:${reducedMotion}`;
    const before = previous.current;
    previous.current = key;
    if (!enabled || before === null || before === key) return;
    send('settings.changed', { muteAudio, reducedMotion });
  }, [muteAudio, reducedMotion, enabled, send]);
}
