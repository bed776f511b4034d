// Every use of the Orbital game SDK in one place, the way a game developer wires it: the player, cloud
// saves, the leaderboard, the shop, achievements, the session lifecycle and the page's events. Outside
// Orbital's frame `Orbital.init()` answers from its local mode, so the game is playable on its own.
import { Orbital, OrbitalError, type CatalogItem, type LeaderboardEntry, type Settings, type User } from '@orbital/sdk';
import { parseSave, type SaveState } from './round';

/** The cloud save slot holding the best score and the weapon. */
const SAVE_SLOT = 1;
export const PLASMA_BLADE = 'plasma-blade';
const FIRST_BLOOD = 'first-blood';

export interface Board {
  top: LeaderboardEntry[];
  /** The player's own entry (rank and score), when they have posted one. */
  mine: LeaderboardEntry | null;
}

/** True when the page answered that the call needs an account (it shows its login prompt itself). */
export const needsLogin = (error: unknown) => error instanceof OrbitalError && error.code === 'login_required';

export class OrbitalLink {
  /** Slugs of the shop items the player owns (the shop shows them as owned). */
  owned = new Set<string>();

  private constructor(
    readonly sdk: Orbital,
    public user: User,
    public settings: Settings,
    public save: SaveState,
  ) {}

  static async connect(): Promise<OrbitalLink> {
    const sdk = await Orbital.init();
    void sdk.game.loading(0.4);
    const [user, settings] = await Promise.all([sdk.user.get(), sdk.settings.get().catch(() => ({ muteAudio: false, reducedMotion: false }))]);
    const link = new OrbitalLink(sdk, user, settings, parseSave(null));
    await link.loadSave();
    sdk.on('settings.changed', (next) => (link.settings = next));
    // Logging in on the page: main.ts reloads the save (loadSave) and re-equips.
    sdk.on('user.changed', (next) => (link.user = next));
    return link;
  }

  get alias(): string | null {
    return this.user.loggedIn ? this.user.alias : null;
  }

  /** Reads the cloud save (accounts only: a visitor is never prompted just for opening the game). */
  async loadSave(): Promise<SaveState> {
    if (!this.sdk.loggedIn) return this.save;
    try {
      this.save = parseSave((await this.sdk.saves.load(SAVE_SLOT)).data);
    } catch {
      // not_found (first play) or a failure: keep what we have; the next write creates the slot.
    }
    // Owning the blade (bought on another device, or before a lost save) equips it.
    try {
      const owned = await this.sdk.inventory.get();
      this.owned = new Set(owned.filter((item) => item.count > 0).map((item) => item.slug));
      if (this.owned.has(PLASMA_BLADE)) this.save = { ...this.save, weapon: PLASMA_BLADE };
    } catch {
      /* the inventory is optional decoration */
    }
    return this.save;
  }

  private async writeSave(): Promise<void> {
    if (!this.sdk.loggedIn) return;
    await this.sdk.saves.write(SAVE_SLOT, JSON.stringify(this.save)).catch(() => {});
  }

  /**
   * The round's end: posts the score (a visitor gets the page's login prompt — the library ends a tracked
   * XR session first), keeps the best in the cloud save and celebrates a new personal best.
   */
  async finishRound(score: number): Promise<{ best: boolean; posted: boolean; rank: number | null; loginNeeded: boolean }> {
    const best = score > this.save.best;
    if (best) this.save = { ...this.save, best: score };
    try {
      const result = await this.sdk.leaderboards.postScore(score);
      const isBest = score > 0 && (best || result.best);
      if (isBest) void this.sdk.game.happytime();
      await this.writeSave();
      return { best: isBest, posted: true, rank: result.entry.rank, loginNeeded: false };
    } catch (error) {
      return { best, posted: false, rank: null, loginNeeded: needsLogin(error) };
    }
  }

  /** The first drone ever downed: 'First Blood' (the page shows its toast). Accounts only. */
  async firstHit(): Promise<void> {
    if (!this.sdk.loggedIn) return;
    await this.sdk.achievements.unlock(FIRST_BLOOD).catch(() => {});
  }

  async board(view: 'global' | 'friends'): Promise<Board> {
    const page = view === 'global' ? await this.sdk.leaderboards.get({ page: 1, size: 10 }) : await this.sdk.leaderboards.friends({ page: 1, size: 10 });
    const mine = this.sdk.loggedIn ? await this.sdk.leaderboards.my().catch(() => null) : null;
    return { top: page.items.slice(0, 10), mine };
  }

  catalog(): Promise<CatalogItem[]> {
    return this.sdk.inventory.catalog();
  }

  /** Buys an item; the plasma blade is equipped and saved. The page updates its header balance itself. */
  async buy(item: string): Promise<{ balance: number }> {
    const result = await this.sdk.inventory.purchase(item);
    this.owned.add(item);
    if (item === PLASMA_BLADE) {
      this.save = { ...this.save, weapon: PLASMA_BLADE };
      await this.writeSave();
    }
    return { balance: result.balance };
  }

  /** A link that brings a friend into this game with the same room (`orbital_room`). */
  async inviteLink(room: string): Promise<string> {
    return (await this.sdk.game.inviteLink({ room })).url;
  }

  /**
   * A rewarded ad for more time, offered by a button the player presses. Call it in the click handler
   * itself: the library refuses a rewarded break that does not follow the player's action. The page pauses
   * the game (`pause`), shows its ad, resumes it (`resume`) and answers; true means grant the reward (the
   * ad was watched, or the player is one Orbital shows no ads: premium…). No ad available, or an error:
   * false, no reward.
   */
  async rewardedBreak(): Promise<boolean> {
    try {
      return (await this.sdk.ads.break('rewarded')).rewarded;
    } catch {
      return false;
    }
  }

  /** Desktop rounds: start/end; VR: the library follows the XR session (start, visibility, end). */
  startDesktop = () => void this.sdk.session.start().catch(() => {});
  endDesktop = () => void this.sdk.session.end().catch(() => {});
  trackXr = (session: XRSession) => this.sdk.session.track(session);
}
