import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryConsent,
  getConsentAdapter,
  getConsentState,
  hasConsent,
  noConsentSystem,
  openConsentSettings,
  setConsentAdapter,
  subscribeConsent,
  useConsent,
} from './consent';

afterEach(() => setConsentAdapter(noConsentSystem));

describe('noConsentSystem (the default)', () => {
  it('is not loaded, so the footer hides Cookie Settings, and restricts nothing', () => {
    expect(getConsentAdapter()).toBe(noConsentSystem);
    expect(noConsentSystem.loaded).toBe(false);
    expect(hasConsent('ads')).toBe(true);
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('gdpr')).toBe(true);
    expect(() => openConsentSettings()).not.toThrow();
  });
});

describe('createMemoryConsent', () => {
  it('is loaded with every purpose granted by default', () => {
    const consent = createMemoryConsent();
    expect(consent.loaded).toBe(true);
    expect(consent.hasConsent('ads')).toBe(true);
  });

  it('takes initial consents and notifies subscribers of changes', () => {
    const consent = createMemoryConsent({ consents: { ads: false } });
    const listener = vi.fn();
    consent.subscribe(listener);
    expect(consent.hasConsent('ads')).toBe(false);
    expect(consent.hasConsent('gdpr')).toBe(true);
    consent.set('ads', true);
    expect(consent.hasConsent('ads')).toBe(true);
    consent.set('ads', true);
    expect(listener).toHaveBeenCalledTimes(1);
    consent.setAll(false);
    expect(consent.hasConsent('analytics')).toBe(false);
    consent.setLoaded(false);
    expect(consent.loaded).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('counts openSettings and calls onOpenSettings', () => {
    const onOpenSettings = vi.fn();
    const consent = createMemoryConsent({ onOpenSettings });
    setConsentAdapter(consent);
    openConsentSettings();
    expect(consent.settingsOpened).toBe(1);
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });
});

describe('setConsentAdapter / subscribeConsent', () => {
  it("notifies on adapter swaps and on the current adapter's changes only", () => {
    const first = createMemoryConsent();
    const second = createMemoryConsent();
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    setConsentAdapter(first);
    expect(listener).toHaveBeenCalledTimes(1);
    first.set('ads', false);
    expect(listener).toHaveBeenCalledTimes(2);
    setConsentAdapter(second);
    expect(listener).toHaveBeenCalledTimes(3);
    first.set('ads', true); // no longer the current adapter
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    second.set('gdpr', false);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('getConsentState returns the same object until something changes', () => {
    const consent = createMemoryConsent();
    setConsentAdapter(consent);
    const a = getConsentState();
    expect(getConsentState()).toBe(a);
    consent.set('analytics', false);
    const b = getConsentState();
    expect(b).not.toBe(a);
    expect(b).toEqual({ loaded: true, ads: true, analytics: false, gdpr: true });
  });
});

describe('useConsent', () => {
  it('re-renders when the sandbox loads or unloads the consent system', () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current.loaded).toBe(false);
    const consent = createMemoryConsent({ consents: { ads: false } });
    act(() => setConsentAdapter(consent));
    expect(result.current).toMatchObject({ loaded: true, ads: false, analytics: true, gdpr: true });
    act(() => consent.set('ads', true));
    expect(result.current.ads).toBe(true);
    act(() => result.current.openSettings());
    expect(consent.settingsOpened).toBe(1);
    act(() => setConsentAdapter(noConsentSystem));
    expect(result.current.loaded).toBe(false);
  });
});
