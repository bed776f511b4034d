import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/design-system/components/Toast';
import { durations } from '@/design-system/tokens';
import { holdImport } from '@/design-system/components/LazyPart/testing';
import { renderWithTheme } from '../../../tests/utils/render';
import { preloadSearchPanel, SearchBar, type SearchBarState } from './SearchBar';

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
  // The panel is a chunk of its own; these tests are about it once there (see 'before its chunk').
  beforeAll(preloadSearchPanel);
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

/*
 * The panel's chunk loads on first use (issue 14): a press on the search button before it has arrived
 * must still expand the search, with focus in the field once it is there. A fresh copy of the module,
 * with the panel's import held until `release`.
 */
describe('SearchBar before its panel chunk has arrived', () => {
  afterEach(() => {
    vi.doUnmock('./SearchPanel');
  });

  it('a press expands it; the field shows and takes focus when the chunk arrives', async () => {
    const { gate, release } = holdImport();
    vi.resetModules();
    vi.doMock('./SearchPanel', async (importOriginal) => {
      await gate;
      return importOriginal();
    });
    const fresh = await import('./SearchBar');
    const fromToast = await import('@/design-system/components/Toast');
    renderWithTheme(
      <MemoryRouter>
        <fromToast.ToastProvider>
          <fresh.SearchBar />
        </fromToast.ToastProvider>
      </MemoryRouter>,
    );
    const trigger = screen.getByRole('button', { name: 'Open search' });
    act(() => void fireEvent.click(trigger));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    release();
    const field = await screen.findByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-controls', panel()?.id);
  });
});
