import { createEventLog, type AnalyticsEvent, type EventLog } from '@/lib/analytics';
import type { ConsentPurpose } from '@/lib/consent';
import { DEFAULT_SETTINGS, type Persona, type SandboxSettings } from './params';
import { createSdkTrafficLog, type SdkTrafficLog } from './sdkTraffic';
import type { RealtimeAction, RealtimeOutcome, SandboxController, SessionInfo } from './types';

/** A call the fake recorded. */
export type FakeCall =
  | { kind: 'switchPersona'; persona: Persona }
  | { kind: 'updateSettings'; patch: Partial<SandboxSettings> }
  | { kind: 'setConsentPurpose'; purpose: ConsentPurpose; granted: boolean }
  | { kind: 'resetDemoData' }
  | { kind: 'fire'; action: RealtimeAction }
  | { kind: 'dropRealtime' };

export interface FakeControllerOptions {
  settings?: Partial<SandboxSettings>;
  session?: Partial<SessionInfo>;
  adsDefault?: boolean;
  events?: readonly Omit<AnalyticsEvent, 'id'>[];
  /** Connections a fired event reaches (default 1). */
  delivered?: number;
  /** The SDK inspector's log (default: an empty one); see sdkTrafficFixtures.ts. */
  sdkTraffic?: SdkTrafficLog;
}

export const SESSIONS: Record<Persona, SessionInfo> = {
  guest: { persona: null, userId: null, username: null, email: null, guestSession: 'guest-demo-session' },
  player: { persona: 'player', userId: 1, username: 'player', email: 'player@orbital.test', guestSession: null },
  premium: { persona: 'premium', userId: 2, username: 'premium', email: 'premium@orbital.test', guestSession: null },
  developer: { persona: 'developer', userId: 3, username: 'developer', email: 'developer@orbital.test', guestSession: null },
};

/** A controller that records what the panel asks for and changes nothing (stories, component tests). */
export function createFakeController(options: FakeControllerOptions = {}): SandboxController & { calls: FakeCall[]; eventLog: EventLog } {
  const settings: SandboxSettings = { ...DEFAULT_SETTINGS, ...options.settings };
  const session: SessionInfo = { ...SESSIONS.player, ...options.session };
  const eventLog = createEventLog();
  let id = 1;
  for (const event of options.events ?? []) eventLog.send({ ...event, id: id++ });
  const calls: FakeCall[] = [];
  const delivered = options.delivered ?? 1;
  return {
    calls,
    eventLog,
    sdkTraffic: options.sdkTraffic ?? createSdkTrafficLog(),
    adsDefault: options.adsDefault ?? false,
    getSettings: () => settings,
    getSession: () => session,
    switchPersona: (persona) => void calls.push({ kind: 'switchPersona', persona }),
    updateSettings: (patch) => void calls.push({ kind: 'updateSettings', patch }),
    setConsentPurpose: (purpose, granted) => void calls.push({ kind: 'setConsentPurpose', purpose, granted }),
    resetDemoData: async () => {
      calls.push({ kind: 'resetDemoData' });
    },
    dropRealtime: (): RealtimeOutcome => {
      calls.push({ kind: 'dropRealtime' });
      return { ok: true, delivered: delivered, message: `Dropped ${delivered} ${delivered === 1 ? 'connection' : 'connections'}; the app reconnects by itself.` };
    },
    fire: async (action): Promise<RealtimeOutcome> => {
      calls.push({ kind: 'fire', action });
      const channel = action === 'balance' ? `private-account.${session.userId ?? 0}` : `private-announcement.${session.userId ?? 0}`;
      return {
        ok: delivered > 0,
        delivered,
        message: `${action} on ${channel}: delivered to ${delivered} ${delivered === 1 ? 'connection' : 'connections'}.`,
      };
    },
  };
}
