import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { holdImport } from '../LazyPart/testing';
import { BackToTop, preloadBackToTop } from './BackToTop';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
}

describe('BackToTop', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  // The button is a chunk of its own; these tests are about it once there (see 'before its chunk').
  beforeAll(preloadBackToTop);

  beforeEach(() => {
    scrollTo = vi.fn();
    Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
    mockReducedMotion(false);
    scrollWindowTo(0);
  });

  afterEach(() => {
    scrollWindowTo(0);
  });

  it("appears only after scrolling past the threshold, named 'Back to top' by default", async () => {
    renderWithTheme(<BackToTop threshold={300} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollWindowTo(300);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollWindowTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toHaveAttribute('data-presence', 'open');
    scrollWindowTo(10);
    // It stays for its 250 ms exit animation, out of the pointer's way, then goes.
    expect(screen.getByRole('button')).toHaveAttribute('data-presence', 'closing');
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });

  it('shows in the first frame when the page is already scrolled on mount', async () => {
    scrollWindowTo(1000);
    renderWithTheme(<BackToTop label="Nach oben" />);
    expect(await screen.findByRole('button', { name: 'Nach oben' })).toBeInTheDocument();
  });

  it('scrolls to the top smoothly and moves focus to the main landmark', () => {
    renderWithTheme(
      <>
        <main data-testid="main">content</main>
        <BackToTop />
      </>,
    );
    scrollWindowTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    const main = screen.getByTestId('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    // The temporary tabindex goes once focus moves on.
    act(() => main.blur());
    expect(main).not.toHaveAttribute('tabindex');
  });

  it('jumps instantly under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderWithTheme(<BackToTop />);
    scrollWindowTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('focuses a custom target, falling back to the body', async () => {
    const { rerender } = renderWithTheme(
      <>
        <h1 id="page-title">Games</h1>
        <BackToTop focusTarget="#page-title" />
      </>,
    );
    scrollWindowTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(screen.getByRole('heading', { name: 'Games' })).toHaveFocus();

    // A new tree: a new button, shown in its first frame (the page is scrolled).
    rerender(<BackToTop focusTarget="#nothing-here" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(document.body).toHaveFocus();
  });

  it('lets onClick cancel the default jump', () => {
    renderWithTheme(<BackToTop onClick={(e) => e.preventDefault()} />);
    scrollWindowTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

/* The button's chunk loads when the page is first scrolled (issue 14): a scroll before it has arrived shows it when it does. */
describe('BackToTop before its chunk has arrived', () => {
  afterEach(() => {
    vi.doUnmock('./BackToTopButton');
    scrollWindowTo(0);
  });

  it('renders nothing at first; scrolled past the threshold, the button shows when the chunk arrives', async () => {
    const { gate, release } = holdImport();
    vi.resetModules();
    vi.doMock('./BackToTopButton', async (importOriginal) => {
      await gate;
      return importOriginal();
    });
    const fresh = await import('./BackToTop');
    const { container } = renderWithTheme(<fresh.BackToTop />);
    expect(container).toBeEmptyDOMElement();
    scrollWindowTo(800);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Back to top' })).toHaveAttribute('data-presence', 'open');
  });
});
