// Every use of the Orbital SDK in one place: the rest of the game calls these small functions and never
// sees a message, an error code or the difference between Orbital's frame and local mode.
import { Orbital, OrbitalError, type InitOptions, type LeaderboardEntry, type Settings } from '@orbital/sdk';
import { parseSave, type SaveData, writeLocal, readLocal } from './save';

export type { SaveData };

/** The achievement for the first milestone — the first gate ever passed. Its slug is the title slugified, as the API does. */
export const FIRST_GATE_ACHIEVEMENT = 'first-steps';
/** Cloud save slot 1 holds `SaveData` (see save.ts). */
const SLOT = 1;

export type PostResult =
  | { status: 'posted'; rank: number; best: boolean }
  | { status: 'login' }
  | { status: 'error'; message: string };

export type BoardView = 'global' | 'friends';
export type Board =
  | { status: 'ok'; entries: LeaderboardEntry[]; mine: LeaderboardEntry | null }
  | { status: 'login' }
  | { status: 'error'; message: string };

const isLogin = (error: unknown) => error instanceof OrbitalError && error.code === 'login_required';
const message = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

export type Sdk = Awaited<ReturnType<typeof connect>>;

/** `options` only for tests (local mode's player, failures); the game calls `connect()`. */
export async function connect(options: InitOptions = {}) {
  // In Orbital's frame this talks to the page; opened on its own it runs in local mode (an in-memory
  // mock), so the game is fully playable either way.
  const orbital = await Orbital.init(options);
  let loggedIn = orbital.loggedIn;
  const local = orbital.mode === 'local';

  return {
    mode: orbital.mode,
    loading: (progress: number) => orbital.game.loading(progress).catch(() => {}),
    loaded: () => orbital.game.loaded().catch(() => {}),

    /** The player's alias, or null for a visitor. */
    async alias(): Promise<string | null> {
      const user = await orbital.user.get().catch(() => ({ loggedIn: false as const }));
      loggedIn = user.loggedIn;
      return user.loggedIn ? user.alias : null;
    },
    onUserChanged: (handler: (alias: string | null) => void) =>
      orbital.on('user.changed', (user) => {
        loggedIn = user.loggedIn;
        handler(user.loggedIn ? user.alias : null);
      }),

    settings: (): Promise<Settings> => orbital.settings.get().catch(() => ({ muteAudio: false, reducedMotion: false })),
    onSettings: (handler: (settings: Settings) => void) => orbital.on('settings.changed', handler),
    onPause: (handler: () => void) => orbital.on('pause', handler),
    onResume: (handler: () => void) => orbital.on('resume', handler),

    /**
     * A midgame ad between rounds, never during a race. If the page shows one it sends `pause` first and
     * `resume` after (the game follows those as for any dialog); this resolves once the ad is over, or at
     * once when there is none (the page shows at most one every 3 minutes; none for premium players or
     * outside Orbital). Whether an ad was shown changes nothing for the game: it never fails.
     */
    midgameBreak: (): Promise<void> => orbital.ads.break('midgame').then(
      () => {},
      () => {},
    ),

    /** The cloud save for a player in Orbital; this device's copy for visitors and local mode. */
    async loadSave(): Promise<SaveData & Record<string, unknown>> {
      if (loggedIn && !local) {
        try {
          return parseSave((await orbital.saves.load(SLOT)).data);
        } catch {
          // not_found (an empty slot), a network error…: start fresh rather than block the game.
          return parseSave(null);
        }
      }
      return parseSave(readLocal());
    },
    async writeSave(save: SaveData & Record<string, unknown>): Promise<void> {
      const data = JSON.stringify(save);
      writeLocal(data);
      if (loggedIn && !local) await orbital.saves.write(SLOT, data).catch(() => {});
    },

    // The session lifecycle: the page records the play session and shows its overlay after `end`.
    startSession: () => orbital.session.start().catch(() => {}),
    endSession: () => orbital.session.end().catch(() => {}),

    async postScore(score: number): Promise<PostResult> {
      try {
        const { entry, best } = await orbital.leaderboards.postScore(score);
        return { status: 'posted', rank: entry.rank, best };
      } catch (error) {
        // A visitor: the page shows its login prompt; the game just says why the score was not kept.
        return isLogin(error) ? { status: 'login' } : { status: 'error', message: message(error) };
      }
    },

    async board(view: BoardView): Promise<Board> {
      try {
        const page = view === 'friends' ? await orbital.leaderboards.friends({ size: 10 }) : await orbital.leaderboards.get({ size: 10 });
        const mine = loggedIn ? await orbital.leaderboards.my().catch(() => null) : null;
        return { status: 'ok', entries: page.items.slice(0, 10), mine };
      } catch (error) {
        return isLogin(error) ? { status: 'login' } : { status: 'error', message: message(error) };
      }
    },

    /** The first-gate achievement; the page shows the toast (and asks a visitor to log in to keep it). */
    unlockFirstGate: () => orbital.achievements.unlock(FIRST_GATE_ACHIEVEMENT).catch(() => {}),
    happytime: () => orbital.game.happytime().catch(() => {}),
    /** A link to this game page that opens `track` for the friend (forwarded as `orbital_track`). */
    invite: async (track: string) => (await orbital.game.inviteLink({ track })).url,
  };
}
