import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overrideConfig, resetConfig } from '@/config';
import {
  consoleSink,
  createEventLog,
  dataLayerSink,
  eventLog,
  getAnalyticsSink,
  isAnalyticsEnabled,
  noopSink,
  setAnalyticsSink,
  track,
  trackUserAgent,
  useAnalyticsEvents,
} from './analytics';
import { resetClock, setClockDate } from './clock';
import { createMemoryConsent, noConsentSystem, setConsentAdapter } from './consent';

const QUEST = 'Mozilla/5.0 (X11; Linux x86_64; Quest 3) OculusBrowser/35.0 Chrome/126.0 VR Safari/537.36';

beforeEach(() => eventLog.clear());
afterEach(() => {
  setAnalyticsSink(undefined);
  setConsentAdapter(noConsentSystem);
  resetConfig();
  resetClock();
  eventLog.clear();
});

describe('track', () => {
  it('sends typed events with a timestamp from the app clock to the sink (memory in tests)', () => {
    setClockDate('2026-12-24');
    track('home_slider_click', { slug: 'starfall-arena' });
    const [event] = eventLog.getEvents();
    expect(event?.name).toBe('home_slider_click');
    expect(event?.payload).toEqual({ slug: 'starfall-arena' });
    expect(new Date(event?.at ?? 0).getDate()).toBe(24);
  });

  it('sends error debug values (spec §7)', () => {
    track('error_debug', { debug: 'err_network', message: 'A network error has occurred. Please check your connection and try again.', code: 503 });
    expect(eventLog.getEvents()[0]?.payload).toMatchObject({ debug: 'err_network', code: 503 });
  });

  it('accepts events it does not know, with or without a payload', () => {
    track('sandbox_opened');
    track('custom', { a: 1 });
    expect(eventLog.getEvents().map((e) => e.name)).toEqual(['sandbox_opened', 'custom']);
    expect(eventLog.getEvents()[0]?.payload).toEqual({});
  });

  it('sends nothing when the analytics switch is off', () => {
    overrideConfig({ analytics: { enabled: false } });
    expect(isAnalyticsEnabled()).toBe(false);
    track('home_slider_click', { slug: 'neon-drift' });
    expect(eventLog.getEvents()).toHaveLength(0);
  });

  it('sends nothing when a loaded consent system has no analytics consent', () => {
    const consent = createMemoryConsent({ consents: { analytics: false } });
    setConsentAdapter(consent);
    track('home_slider_click', { slug: 'neon-drift' });
    expect(eventLog.getEvents()).toHaveLength(0);
    consent.set('analytics', true);
    track('home_slider_click', { slug: 'neon-drift' });
    expect(eventLog.getEvents()).toHaveLength(1);
  });

  it('never throws when the sink fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setAnalyticsSink({
      send: () => {
        throw new Error('boom');
      },
    });
    expect(() => track('home_slider_click', { slug: 'x' })).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});

describe('sinks', () => {
  it('picks the sink named by the config unless one is set explicitly', () => {
    expect(getAnalyticsSink()).toBe(eventLog);
    overrideConfig({ analytics: { sink: 'console' } });
    expect(getAnalyticsSink()).toBe(consoleSink);
    overrideConfig({ analytics: { sink: 'noop' } });
    expect(getAnalyticsSink()).toBe(noopSink);
    overrideConfig({ analytics: { sink: 'dataLayer' } });
    expect(getAnalyticsSink()).toBe(dataLayerSink);
    setAnalyticsSink(noopSink);
    expect(getAnalyticsSink()).toBe(noopSink);
  });

  it('consoleSink logs with console.info', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    setAnalyticsSink(consoleSink);
    track('home_slider_click', { slug: 'starfall-arena' });
    expect(info).toHaveBeenCalledWith('[analytics] home_slider_click', { slug: 'starfall-arena' });
  });

  it('dataLayerSink pushes onto window.dataLayer', () => {
    setAnalyticsSink(dataLayerSink);
    track('home_slider_click', { slug: 'starfall-arena' });
    const w = window as Window & { dataLayer?: unknown[] };
    expect(w.dataLayer?.at(-1)).toEqual({ event: 'home_slider_click', slug: 'starfall-arena' });
    delete w.dataLayer;
  });

  it('an event log keeps the last N events and notifies listeners', () => {
    const log = createEventLog(3);
    const listener = vi.fn();
    log.subscribe(listener);
    setAnalyticsSink(log);
    for (const slug of ['a', 'b', 'c', 'd']) track('home_slider_click', { slug });
    expect(log.getEvents().map((e) => e.payload.slug)).toEqual(['b', 'c', 'd']);
    expect(listener).toHaveBeenCalledTimes(4);
    const ids = log.getEvents().map((e) => e.id);
    expect(ids).toEqual(ids.toSorted((x, y) => x - y));
    log.clear();
    expect(log.getEvents()).toEqual([]);
  });
});

describe('trackUserAgent (spec §7: ua, is_headset, is_mobile, is_error only if enabled)', () => {
  it('sends nothing unless the user-agent switch is on', () => {
    trackUserAgent(false, QUEST);
    expect(eventLog.getEvents()).toHaveLength(0);
  });

  it('sends ua, is_headset, is_mobile and is_error when on', () => {
    overrideConfig({ analytics: { userAgent: true } });
    trackUserAgent(true, QUEST);
    const [event] = eventLog.getEvents();
    expect(event?.name).toBe('user_agent');
    expect(event?.payload).toEqual({ ua: QUEST, is_headset: true, is_mobile: false, is_error: true });
  });
});

describe('useAnalyticsEvents', () => {
  it('re-renders with each new event (the sandbox panel log)', () => {
    const { result } = renderHook(() => useAnalyticsEvents());
    expect(result.current).toEqual([]);
    act(() => track('home_slider_click', { slug: 'starfall-arena' }));
    expect(result.current.map((e) => e.name)).toEqual(['home_slider_click']);
  });
});
