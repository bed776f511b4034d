import { useSyncExternalStore } from 'react';
import { config, type AnalyticsSinkName } from '@/config';
import { nowMs } from './clock';
import { hasConsent } from './consent';
import { deviceInfo } from './device';

/**
 * The analytics seam (spec §7 and Decision 7, engineering guide §2.9). Components call `track`;
 * where events go is a sink: the console in development, the in-memory event log in tests and in the
 * demo (the sandbox panel shows it), `window.dataLayer` in production, nothing when the config's
 * analytics switch is off or a loaded consent system has no analytics consent.
 */

/**
 * Known events and their payloads. Open for more: a feature adds its own with
 * `declare module '@/lib/analytics' { interface AnalyticsEvents { my_event: { ... } } }`.
 * Unknown names are accepted with any payload.
 */
export interface AnalyticsEvents {
  /** A click on a home slider slide (spec §7: home_slider_click with game slug). */
  home_slider_click: { slug: string };
  /** The user-agent event, sent only when its switch is on (spec §7). */
  user_agent: { ua: string; is_headset: boolean; is_mobile: boolean; is_error: boolean };
  /** Debug values from API errors (spec §7: 'debug values from errors are sent to analytics'). */
  error_debug: { debug: string; message: string; code: number };
  /** A finished game session and how long it lasted (spec §4 'Game session ... tracks duration'). */
  game_session: { slug: string; seconds: number; vr: boolean };
  /**
   * A purchase (spec §7 analytics: purchases): coins ordered (`amount` coins; `via` the checkout or the
   * e-mailed link — the payment itself is the provider's), a month of premium, or `amount` of a catalog
   * item bought on its page or from inside a game.
   */
  purchase: { kind: 'coins' | 'premium' | 'item'; amount: number; via: 'checkout' | 'email' | 'shop' | 'item_page' | 'game'; game?: string; item?: string };
}

export type KnownAnalyticsEvent = keyof AnalyticsEvents;
export type AnalyticsPayload = Readonly<Record<string, unknown>>;

/** What a sink receives. */
export interface AnalyticsEvent {
  /** Increasing number, unique per page load. */
  id: number;
  name: string;
  payload: AnalyticsPayload;
  /** Milliseconds since the epoch on the app clock. */
  at: number;
}

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

export const noopSink: AnalyticsSink = { send: () => {} };

export const consoleSink: AnalyticsSink = {
  send: (event) => console.info(`[analytics] ${event.name}`, event.payload),
};

/** Pushes `{ event, ...payload }` onto `window.dataLayer` (the tag-manager convention). */
export const dataLayerSink: AnalyticsSink = {
  send: (event) => {
    const w = window as Window & { dataLayer?: unknown[] };
    w.dataLayer ??= [];
    w.dataLayer.push({ event: event.name, ...event.payload });
  },
};

/** An in-memory log of the last `limit` events that can be listened to (the sandbox panel). */
export interface EventLog extends AnalyticsSink {
  /** The events, oldest first. The same array until the next change (a useSyncExternalStore snapshot). */
  getEvents(): readonly AnalyticsEvent[];
  subscribe(listener: () => void): () => void;
  clear(): void;
  readonly limit: number;
}

export function createEventLog(limit = 200): EventLog {
  let events: readonly AnalyticsEvent[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    limit,
    send(event) {
      events = [...events, event].slice(-limit);
      notify();
    },
    getEvents: () => events,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      if (events.length === 0) return;
      events = [];
      notify();
    },
  };
}

/** The shared event log: the `memory` sink. */
export const eventLog: EventLog = createEventLog();

function sinkNamed(name: AnalyticsSinkName): AnalyticsSink {
  switch (name) {
    case 'console':
      return consoleSink;
    case 'memory':
      return eventLog;
    case 'dataLayer':
      return dataLayerSink;
    case 'noop':
      return noopSink;
  }
}

let explicitSink: AnalyticsSink | undefined;
let nextId = 1;

/** Replaces the sink (app/demo entry, tests). `undefined` goes back to the config's sink. */
export function setAnalyticsSink(sink: AnalyticsSink | undefined): void {
  explicitSink = sink;
}

/** The sink events go to now. */
export function getAnalyticsSink(): AnalyticsSink {
  return explicitSink ?? sinkNamed(config.analytics.sink);
}

/** Whether `track` sends anything: the config switch is on and consent (if a system is loaded) allows it. */
export function isAnalyticsEnabled(): boolean {
  return config.analytics.enabled && hasConsent('analytics');
}

type TrackArgs<E extends string> = E extends KnownAnalyticsEvent
  ? [payload: AnalyticsEvents[E]]
  : [payload?: AnalyticsPayload];

/**
 * Sends an event to the sink. Known events need their typed payload; others take any record.
 * Never throws: analytics must not break the page, so a failing sink only warns.
 */
export function track<E extends string>(name: E, ...args: TrackArgs<E>): void {
  if (!isAnalyticsEnabled()) return;
  const [payload] = args;
  const event: AnalyticsEvent = { id: nextId++, name, payload: { ...payload }, at: nowMs() };
  try {
    getAnalyticsSink().send(event);
  } catch (error) {
    console.warn(`analytics: the sink failed on ${name}`, error);
  }
}

/**
 * Sends the user-agent event (ua, is_headset, is_mobile, is_error) when its switch
 * (VITE_ORBITAL_ANALYTICS_USER_AGENT) is on (spec §7: 'only if enabled').
 */
export function trackUserAgent(isError = false, ua?: string): void {
  if (!config.analytics.userAgent) return;
  track('user_agent', { ...deviceInfo(ua), is_error: isError });
}

/** The events of `log` (default: the shared event log), re-rendering on every new event. */
export function useAnalyticsEvents(log: EventLog = eventLog): readonly AnalyticsEvent[] {
  return useSyncExternalStore(log.subscribe, log.getEvents, log.getEvents);
}
