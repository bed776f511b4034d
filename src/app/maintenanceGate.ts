import { getCookie, setCookie } from '@/lib/cookies';

/**
 * The maintenance gate (Decision 4, spec §2 and §9): when the gate is on, the page body is blank
 * unless the bypass cookie is present. Opening any URL with `?bypass=<maintenance key>` sets that
 * cookie for 30 days; the value is always removed from the address bar (a wrong key too — it is
 * never shown), and a wrong key changes nothing. This is the only deliberate blank page; it is not
 * the 503 screen.
 */

export const BYPASS_PARAM = 'bypass';
export const BYPASS_COOKIE = 'orbital_maintenance_bypass';
/** Spec §9: 'Maintenance cookie 30 days'. */
export const BYPASS_COOKIE_DAYS = 30;

export interface GateDeps {
  gate: boolean;
  key: string;
  /** The current URL (href). */
  href: string;
  getCookie: (name: string) => string | undefined;
  setCookie: (name: string, value: string, days: number) => void;
  /** Replaces the address bar's URL without a navigation. */
  replaceUrl: (url: string) => void;
}

export interface GateResult {
  /** The app may render. */
  open: boolean;
  /** The bypass cookie was set by this URL. */
  bypassSet: boolean;
}

/** The URL without its bypass parameter(s), or null when it had none. */
export function urlWithoutBypass(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(BYPASS_PARAM)) return null;
  url.searchParams.delete(BYPASS_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Applies the bypass parameter, then decides whether the app renders. */
export function applyMaintenanceGate(deps: GateDeps): GateResult {
  const url = new URL(deps.href);
  const offered = url.searchParams.getAll(BYPASS_PARAM);
  let bypassSet = false;
  if (offered.includes(deps.key)) {
    deps.setCookie(BYPASS_COOKIE, deps.key, BYPASS_COOKIE_DAYS);
    bypassSet = true;
  }
  const cleaned = urlWithoutBypass(deps.href);
  if (cleaned !== null) deps.replaceUrl(cleaned);
  if (!deps.gate) return { open: true, bypassSet };
  // The cookie holds the key it was set with: a rotated key closes old bypasses.
  const open = bypassSet || deps.getCookie(BYPASS_COOKIE) === deps.key;
  return { open, bypassSet };
}

/** The gate with the browser's cookies and address bar. */
export function browserMaintenanceGate(maintenance: { gate: boolean; key: string }): GateResult {
  return applyMaintenanceGate({
    gate: maintenance.gate,
    key: maintenance.key,
    href: window.location.href,
    getCookie,
    setCookie: (name, value, days) => setCookie(name, value, { days }),
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
  });
}
