import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/design-system/components/Toast';
import { durations } from '@/design-system/tokens';
import { renderWithTheme } from '../../../tests/utils/render';
import { SearchBar, type SearchBarState } from './SearchBar';

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const panel = () => document.querySelector<HTMLElement>('[data-search-state] > [data-presence]');

function renderSearch() {
  const states: SearchBarState[] = [];
  renderWithTheme(
    <MemoryRouter>
      <ToastProvider>
        <SearchBar onStateChange={(state) => states.push(state)} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return { states, trigger: screen.getByRole('button', { name: 'Open search' }) };
}

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }),
  });
}

describe('SearchBar presence and animation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('keeps the panel through collapsing (inert, animating out), then removes it after theme.duration.search', () => {
    const { states, trigger } = renderSearch();
    expect(panel()).toBeNull();
    act(() => void fireEvent.click(trigger));
    expect(panel()).toHaveAttribute('data-presence', 'open');
    expect(panel()).not.toHaveAttribute('inert');
    expect(panel()?.style.getPropertyValue('--search-width')).toMatch(/^\d+px$/);
    advance(durations.search);
    expect(states).toEqual(['collapsed', 'expanding', 'expanded']);

    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Close search' })));
    expect(panel()).toHaveAttribute('data-presence', 'closing');
    expect(panel()).toHaveAttribute('inert');
    advance(durations.search - 1);
    expect(panel()).not.toBeNull();
    advance(1);
    expect(panel()).toBeNull();
    expect(states).toEqual(['collapsed', 'expanding', 'expanded', 'collapsing', 'collapsed']);
  });

  it('turns around from where the panel is when closed mid-opening or reopened mid-closing', () => {
    const { trigger } = renderSearch();
    act(() => void fireEvent.click(trigger));
    // A fresh panel grows from the button (the keyframes' defaults).
    expect(panel()?.style.getPropertyValue('--search-from-width')).toBe('');
    advance(300);
    // jsdom has no animations: stand in for the panel's animated width and opacity at this moment.
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({ width: '412.5px', opacity: '0.93' } as CSSStyleDeclaration);
    act(() => void fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' }));
    expect(panel()).toHaveAttribute('data-presence', 'closing');
    expect(panel()?.style.getPropertyValue('--search-from-width')).toBe('412.5px');
    expect(panel()?.style.getPropertyValue('--search-from-opacity')).toBe('0.93');

    vi.mocked(window.getComputedStyle).mockReturnValue({ width: '120px', opacity: '0.2' } as CSSStyleDeclaration);
    act(() => void fireEvent.click(trigger));
    expect(panel()).toHaveAttribute('data-presence', 'open');
    expect(panel()?.style.getPropertyValue('--search-from-width')).toBe('120px');
    expect(panel()?.style.getPropertyValue('--search-from-opacity')).toBe('0.2');
  });

  it('expands and collapses at once under reduced motion', () => {
    mockReducedMotion(true);
    const { states, trigger } = renderSearch();
    act(() => void fireEvent.click(trigger));
    advance(0);
    expect(states.at(-1)).toBe('expanded');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Close search' })));
    advance(0);
    expect(states.at(-1)).toBe('collapsed');
    expect(panel()).toBeNull();
  });
});
