import { useSyncExternalStore } from 'react';

/**
 * The consent seam (spec Decision 7, engineering guide §2.9). The app asks about consent only through
 * the current adapter; a real consent-management platform, the sandbox's switchable one and the
 * tests' in-memory one all implement the same interface. Only the app/demo entry calls
 * `setConsentAdapter`; components use `useConsent()` or `getConsentAdapter()`.
 */
export type ConsentPurpose = 'ads' | 'analytics' | 'gdpr';
export const consentPurposes: readonly ConsentPurpose[] = ['ads', 'analytics', 'gdpr'];

export interface ConsentAdapter {
  /** True once a consent system is present; the footer shows Cookie Settings only then (spec §2). */
  readonly loaded: boolean;
  /** Whether the user agreed to `purpose`. */
  hasConsent(purpose: ConsentPurpose): boolean;
  /** Opens the consent system's settings (the footer's Cookie Settings). */
  openSettings(): void;
  /** Calls `listener` whenever `loaded` or a consent changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * No consent system: `loaded` is false, so Cookie Settings is hidden. With nothing to ask, no purpose
 * is restricted (hasConsent is true): a deployment that needs consent loads a consent system, and
 * a declined consent is then a loaded adapter answering false.
 */
export const noConsentSystem: ConsentAdapter = {
  loaded: false,
  hasConsent: () => true,
  openSettings: () => {},
  subscribe: () => () => {},
};

export interface MemoryConsentOptions {
  loaded?: boolean;
  /** Per purpose; a purpose left out is granted. */
  consents?: Partial<Record<ConsentPurpose, boolean>>;
  /** Called by openSettings (the sandbox can show its own settings panel). */
  onOpenSettings?: () => void;
}

/** An in-memory consent system for the demo, the sandbox, stories and tests. */
export interface MemoryConsent extends ConsentAdapter {
  set(purpose: ConsentPurpose, granted: boolean): void;
  setAll(granted: boolean): void;
  setLoaded(loaded: boolean): void;
  /** How many times openSettings was called. */
  readonly settingsOpened: number;
}

export function createMemoryConsent(options: MemoryConsentOptions = {}): MemoryConsent {
  let loaded = options.loaded ?? true;
  let opened = 0;
  const consents: Record<ConsentPurpose, boolean> = { ads: true, analytics: true, gdpr: true, ...options.consents };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get loaded() {
      return loaded;
    },
    get settingsOpened() {
      return opened;
    },
    hasConsent: (purpose) => consents[purpose],
    openSettings: () => {
      opened += 1;
      options.onOpenSettings?.();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(purpose, granted) {
      if (consents[purpose] === granted) return;
      consents[purpose] = granted;
      notify();
    },
    setAll(granted) {
      for (const purpose of consentPurposes) consents[purpose] = granted;
      notify();
    },
    setLoaded(next) {
      if (loaded === next) return;
      loaded = next;
      notify();
    },
  };
}

let adapter: ConsentAdapter = noConsentSystem;
let unsubscribeAdapter: () => void = () => {};
const listeners = new Set<() => void>();

function notifyAll(): void {
  for (const listener of listeners) listener();
}

/** The current consent adapter. */
export function getConsentAdapter(): ConsentAdapter {
  return adapter;
}

/** Swaps the consent adapter (app/demo entry, sandbox's load/unload) and notifies subscribers. */
export function setConsentAdapter(next: ConsentAdapter): void {
  if (next === adapter) return;
  unsubscribeAdapter();
  adapter = next;
  unsubscribeAdapter = next.subscribe(notifyAll);
  notifyAll();
}

/** Listens to adapter swaps and to the current adapter's changes. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shortcut for `getConsentAdapter().hasConsent(purpose)`. */
export function hasConsent(purpose: ConsentPurpose): boolean {
  return adapter.hasConsent(purpose);
}

/** Opens the current consent system's settings. */
export function openConsentSettings(): void {
  adapter.openSettings();
}

export interface ConsentState {
  loaded: boolean;
  ads: boolean;
  analytics: boolean;
  gdpr: boolean;
}

let snapshot: ConsentState = readState();

function readState(): ConsentState {
  return {
    loaded: adapter.loaded,
    ads: adapter.hasConsent('ads'),
    analytics: adapter.hasConsent('analytics'),
    gdpr: adapter.hasConsent('gdpr'),
  };
}

/** A stable snapshot: the same object until something changes (what useSyncExternalStore needs). */
export function getConsentState(): ConsentState {
  const next = readState();
  if (
    next.loaded !== snapshot.loaded ||
    next.ads !== snapshot.ads ||
    next.analytics !== snapshot.analytics ||
    next.gdpr !== snapshot.gdpr
  ) {
    snapshot = next;
  }
  return snapshot;
}

/** The consent state, re-rendering when the adapter or its answers change. */
export function useConsent(): ConsentState & { openSettings: () => void } {
  const state = useSyncExternalStore(subscribeConsent, getConsentState, getConsentState);
  return { ...state, openSettings: openConsentSettings };
}
