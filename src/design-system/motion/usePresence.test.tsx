import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePresence } from './usePresence';

describe('usePresence', () => {
  afterEach(() => vi.useRealTimers());

  it("is 'open' while shown, 'closing' for exitMs after, then null", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ show }) => usePresence(show, 200), { initialProps: { show: false } });
    expect(result.current).toBeNull();

    rerender({ show: true });
    expect(result.current).toBe('open');

    rerender({ show: false });
    expect(result.current).toBe('closing');
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe('closing');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
  });

  it('opens again at once when shown while closing, and stays', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ show }) => usePresence(show, 200), { initialProps: { show: true } });
    rerender({ show: false });
    act(() => vi.advanceTimersByTime(100));
    rerender({ show: true });
    expect(result.current).toBe('open');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('open');
  });
});
