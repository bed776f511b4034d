import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdImport } from '@/design-system/components/LazyPart/testing';
import { durations } from '@/design-system/tokens';
import { renderWithTheme } from '../../../tests/utils/render';
import { NavDrawer, preloadNavDrawer } from './NavDrawer';

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const drawer = () => document.getElementById('nav-drawer');
const backdrop = () => drawer()?.previousElementSibling ?? null;

function renderDrawer(open: boolean, onClose = vi.fn()) {
  const view = renderWithTheme(
    <MemoryRouter>
      <NavDrawer open={open} onClose={onClose} />
    </MemoryRouter>,
  );
  const setOpen = (next: boolean) =>
    view.rerender(
      <MemoryRouter>
        <NavDrawer open={next} onClose={onClose} />
      </MemoryRouter>,
    );
  return { setOpen, onClose };
}

describe('NavDrawer presence', () => {
  // The drawer is a chunk of its own; these tests are about it once there (see 'before its chunk').
  beforeAll(preloadNavDrawer);

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('slides out over theme.duration.sideNav before it goes, backdrop and drawer together', () => {
    const { setOpen, onClose } = renderDrawer(true);
    expect(drawer()).toHaveAttribute('data-presence', 'open');
    expect(backdrop()).toHaveAttribute('data-presence', 'open');
    fireEvent.click(backdrop() as Element);
    expect(onClose).toHaveBeenCalledTimes(1);

    setOpen(false);
    expect(drawer()).toHaveAttribute('data-presence', 'closing');
    expect(backdrop()).toHaveAttribute('data-presence', 'closing');
    advance(durations.sideNav - 1);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBe(drawer());
    advance(1);
    expect(drawer()).toBeNull();
    expect(document.querySelector('[data-presence]')).toBeNull();
  });

  it('opening again while it slides out keeps it', () => {
    const { setOpen } = renderDrawer(true);
    setOpen(false);
    advance(200);
    setOpen(true);
    expect(drawer()).toHaveAttribute('data-presence', 'open');
    advance(durations.sideNav);
    expect(drawer()).toHaveAttribute('data-presence', 'open');
  });

  it('closes at once under reduced motion', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }),
    });
    const { setOpen } = renderDrawer(true);
    setOpen(false);
    advance(0);
    expect(drawer()).toBeNull();
  });
});

/* The drawer's chunk loads on first use (issue 14): opened before it has arrived, it shows, with focus inside, when it does. */
describe('NavDrawer before its chunk has arrived', () => {
  afterEach(() => {
    vi.doUnmock('./NavDrawerView');
  });

  it('opens when the chunk arrives, takes focus, and gives it back to the opener on close', async () => {
    const { gate, release } = holdImport();
    vi.resetModules();
    vi.doMock('./NavDrawerView', async (importOriginal) => {
      await gate;
      return importOriginal();
    });
    const fresh = await import('./NavDrawer');
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = renderWithTheme(
      <MemoryRouter>
        <fresh.NavDrawer open onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(drawer()).toBeNull();
    release();
    await waitFor(() => expect(drawer()).toContainElement(document.activeElement as HTMLElement));
    view.rerender(
      <MemoryRouter>
        <fresh.NavDrawer open={false} onClose={() => {}} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(opener).toHaveFocus());
    opener.remove();
  });
});
