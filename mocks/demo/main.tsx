// The demo's entry point: the only code that reads the sandbox (engineering guide §2.9 and §3).
// vite.config.ts swaps it in for /src/main.tsx in `--mode demo`. Everything the sandbox decides is
// applied here, through the app's seams, before the app renders: the clock, config overrides
// (maintenance gate, ads), the consent adapter, the analytics sink, the SDK traffic sink (the panel's
// inspector) and the mock backend's scenario; then the mock backend starts, the persona is applied, the
// panel mounts in its own root, and the app boots exactly as in production. No component asks "am I in
// the demo?".
import { bootstrap } from '@/app/bootstrap';
import { config, overrideConfig } from '@/config';
import { setAdNetworkSource } from '@/features/ads/network/source';
import { setSdkTrafficSink } from '@/features/games/sdk/traffic';
import { eventLog, setAnalyticsSink } from '@/lib/analytics';
import { setClockDate } from '@/lib/clock';
import { createMemoryConsent, noConsentSystem, setConsentAdapter, type MemoryConsent } from '@/lib/consent';
import { startMockWorker } from '@mocks/browser';
import { flushPersistence } from '@mocks/db';
import { completeMockReturn, MOCK_RETURN_KEYS } from '@mocks/sandbox/mockReturns';
import { createSandboxController, saveSettings } from '@mocks/sandbox/controller';
import { mountSandboxPanel } from '@mocks/sandbox/mount';
import { applyParams, parseSandboxParams, parseStoredSettings, SETTINGS_STORAGE_KEY, urlWithout } from '@mocks/sandbox/params';
import { applyPersona } from '@mocks/sandbox/persona';
import { createSdkTrafficLog } from '@mocks/sandbox/sdkTraffic';
import { openSandboxPanel } from '@mocks/sandbox/openEvent';
import { setScenarioState } from '@mocks/scenarios/state';

function readStored(): string | null {
  try {
    return sessionStorage.getItem(SETTINGS_STORAGE_KEY);
  } catch {
    return null;
  }
}

async function startDemo(): Promise<void> {
  // 1. What the sandbox asks for: this URL's parameters over what the tab already had.
  const { params, warnings } = parseSandboxParams(window.location.search);
  for (const warning of warnings) console.warn(warning);
  const settings = applyParams(parseStoredSettings(readStored()), params);
  saveSettings(sessionStorage, settings);

  // 2. The app's seams, before anything renders.
  if (settings.now) setClockDate(settings.now);
  const adsDefault = config.ads.enabled;
  if (settings.gate) overrideConfig({ maintenance: { gate: true } });
  if (settings.ads !== null) overrideConfig({ ads: { enabled: settings.ads } });
  let consent: MemoryConsent | null = null;
  if (settings.consent.loaded) {
    consent = createMemoryConsent({
      loaded: true,
      consents: { ads: settings.consent.ads, analytics: settings.consent.analytics, gdpr: settings.consent.gdpr },
      // The demo's consent system has no dialog of its own: Cookie Settings opens the sandbox's switches.
      onOpenSettings: openSandboxPanel,
    });
    setConsentAdapter(consent);
  } else {
    setConsentAdapter(noConsentSystem);
  }
  // The fake ad network (Decision 6), in the sandbox's mode: its module loads only when an ad asks for it.
  setAdNetworkSource(() => import('@mocks/ad-network').then((fake) => fake.loadFakeAdNetwork(settings.adnet)));
  setAnalyticsSink(eventLog);
  // The SDK inspector: every relay the game page starts streams its traffic here (bounded).
  const sdkTraffic = createSdkTrafficLog();
  setSdkTrafficSink(sdkTraffic);
  setScenarioState({ scenario: settings.scenario, fail: settings.fail, failStatus: settings.failStatus });

  // 3. The mock backend (service worker + realtime), then the persona (once; then out of the URL).
  await startMockWorker({ persist: true });
  if (params.persona) await applyPersona(params.persona);
  // A stand-in third-party page (social provider, checkout) sent the user back: finish its round trip.
  await completeMockReturn(new URLSearchParams(window.location.search));
  // Other tabs follow at once (they reload the shared snapshot), not after the usual short delay.
  flushPersistence();
  const cleaned = urlWithout(window.location.href, ['persona', ...MOCK_RETURN_KEYS]);
  if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);

  // 4. The panel, in its own root (not while the maintenance gate blanks the page).
  if (!settings.gate) {
    mountSandboxPanel(createSandboxController({ settings, storage: sessionStorage, consent, adsDefault, eventLog, sdkTraffic }));
  }
}

startDemo()
  .catch((error: unknown) => {
    // The app still starts: without the mock backend its calls fail like an unreachable API.
    console.error('Orbital demo: the mock backend could not start.', error);
  })
  .finally(() => bootstrap());
