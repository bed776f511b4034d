/*
 * The real sandbox controller: the panel's actions over the mock backend of this page. Settings that
 * shape the app before it renders (scenario, date, switches) are stored for the tab and applied by the
 * demo entry on a reload — honest and simple: every page refetches, nothing is half-applied.
 */
import type { EventLog } from '@/lib/analytics';
import type { MemoryConsent } from '@/lib/consent';
import { resetDatabase } from '../db';
import { reloadUrl, serializeSettings, SETTINGS_STORAGE_KEY, type SandboxSettings } from './params';
import { readSession } from './persona';
import { dropRealtimeConnections, fireRealtime } from './realtimeActions';
import type { SdkTrafficLog } from './sdkTraffic';
import type { SandboxController } from './types';

/** The parts of `window.location` the controller navigates with. */
export interface Navigator {
  readonly href: string;
  replace(url: string): void;
  reload(): void;
}

export interface ControllerDeps {
  settings: SandboxSettings;
  /** sessionStorage: the settings stick to the tab. */
  storage: Pick<Storage, 'setItem'>;
  consent: MemoryConsent | null;
  adsDefault: boolean;
  eventLog: EventLog;
  sdkTraffic: SdkTrafficLog;
  location?: Navigator;
  cookieJar?: { cookie: string };
}

export function saveSettings(storage: Pick<Storage, 'setItem'>, settings: SandboxSettings): void {
  try {
    storage.setItem(SETTINGS_STORAGE_KEY, serializeSettings(settings));
  } catch (error) {
    console.warn('Sandbox: the settings could not be saved for this tab (storage is full or disabled).', error);
  }
}

/** Goes to `url` (site-relative), reloading when it is the page already shown. */
export function navigate(location: Navigator, url: string): void {
  const current = new URL(location.href);
  if (`${current.pathname}${current.search}${current.hash}` === url) location.reload();
  else location.replace(url);
}

export function createSandboxController(deps: ControllerDeps): SandboxController {
  const location = deps.location ?? window.location;
  const cookieJar = deps.cookieJar ?? document;
  let settings = deps.settings;

  return {
    adsDefault: deps.adsDefault,
    eventLog: deps.eventLog,
    sdkTraffic: deps.sdkTraffic,
    getSettings: () => settings,
    getSession: () => readSession(cookieJar),
    switchPersona(persona) {
      navigate(location, reloadUrl(location.href, { persona }));
    },
    updateSettings(patch) {
      settings = { ...settings, ...patch };
      saveSettings(deps.storage, settings);
      navigate(location, reloadUrl(location.href));
    },
    setConsentPurpose(purpose, granted) {
      deps.consent?.set(purpose, granted);
      settings = { ...settings, consent: { ...settings.consent, [purpose]: granted } };
      saveSettings(deps.storage, settings);
    },
    async resetDemoData() {
      // The sessions go with the data: log the same persona in again (a demo-made account is gone: guest).
      const persona = readSession(cookieJar).persona ?? 'guest';
      await resetDatabase();
      navigate(location, reloadUrl(location.href, { persona }));
    },
    fire: (action) => fireRealtime(action, readSession(cookieJar)),
    dropRealtime: () => dropRealtimeConnections(),
  };
}
