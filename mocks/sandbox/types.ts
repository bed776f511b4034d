import type { EventLog } from '@/lib/analytics';
import type { ConsentPurpose } from '@/lib/consent';
import type { Persona, SandboxSettings } from './params';
import type { SdkTrafficLog } from './sdkTraffic';

/** The panel's four realtime buttons. */
export type RealtimeAction = 'achievement' | 'balance' | 'notification' | 'message';

/** What a realtime button did, for the panel's readout. */
export interface RealtimeOutcome {
  ok: boolean;
  /** e.g. "achievement.unlocked on private-announcement.1: delivered to 1 connection." */
  message: string;
  /** Connections the frame reached (0 when nothing listens). */
  delivered: number;
}

/** Who the mock session is now (read when the panel opens: the app may have logged in or out since). */
export interface SessionInfo {
  /** The demo persona this session is, or null for another account (a sign-up made in the demo). */
  persona: Persona | null;
  /** The user's id; null for a guest. */
  userId: number | null;
  username: string | null;
  email: string | null;
  /** The guest session (the `orbital_guest` cookie), when a guest has one. */
  guestSession: string | null;
}

/**
 * Everything the panel can do. The demo entry builds the real one over the mock backend
 * (./controller.ts); stories and tests pass a fake.
 */
export interface SandboxController {
  getSettings(): SandboxSettings;
  getSession(): SessionInfo;
  /** The build's ads flag (what applies while `settings.ads` is null). */
  readonly adsDefault: boolean;
  /** The analytics event log the panel shows. */
  readonly eventLog: EventLog;
  /** The SDK inspector's log of the game frame's traffic (the demo installs it as the traffic sink). */
  readonly sdkTraffic: SdkTrafficLog;
  /** Reloads the page logged in (or out) as `persona`. */
  switchPersona(persona: Persona): void;
  /** Stores the changed settings for the tab and reloads, so every page starts from them. */
  updateSettings(patch: Partial<SandboxSettings>): void;
  /** Grants or declines one purpose of the loaded consent system, at once (no reload). */
  setConsentPurpose(purpose: ConsentPurpose, granted: boolean): void;
  /** Restores the seeded database, forgets persisted demo data and reloads. */
  resetDemoData(): Promise<void>;
  /** Publishes a realtime event to the current session's channels. */
  fire(action: RealtimeAction): Promise<RealtimeOutcome>;
  /** Drops this tab's realtime sockets as a lost connection would; the app reconnects by itself. */
  dropRealtime(): RealtimeOutcome;
}
