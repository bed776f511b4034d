import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../tests/utils/deferred';
import { expectFirstScreen, firstScreenHydrated, lazyFirstScreen, lazyHydrated, preloadFirstScreens } from './lazyFirstScreen';

/* A route's first screen, lazy in the browser and rendered at once by the prerender (ADR 0012). */

const Screen = () => <p>The first screen</p>;
const Part = ({ text }: { text: string }) => <footer>{text}</footer>;

describe('lazyFirstScreen', () => {
  it('renders nothing until its module is in, then the first screen', async () => {
    const module = deferred<typeof Screen>();
    render(lazyFirstScreen(() => module.promise));
    expect(screen.queryByText('The first screen')).toBeNull();
    await act(async () => module.resolve(Screen));
    expect(await screen.findByText('The first screen')).toBeInTheDocument();
  });

  it('renders nothing, and no error, when its module fails to load', async () => {
    const module = deferred<typeof Screen>();
    const { container } = render(<div data-testid="route">{lazyFirstScreen(() => module.promise)}</div>);
    await act(async () => module.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(container.textContent).toBe('');
    expect(screen.getByTestId('route')).toBeInTheDocument();
  });

  it("makes the app wait for a prerendered first screen (a Suspense boundary's markup right in <main>) until it has hydrated; not for a page without one", async () => {
    const plain = document.createElement('main');
    plain.innerHTML = '<div>Help centre</div>';
    expectFirstScreen(plain);
    await expect(firstScreenHydrated()).resolves.toBeUndefined();

    const main = document.createElement('main');
    main.innerHTML = '<!--$--><p>The first screen</p><!--/$-->';
    expectFirstScreen(main);
    let settled = false;
    void firstScreenHydrated().then(() => {
      settled = true;
    });
    const module = deferred<typeof Screen>();
    render(lazyFirstScreen(() => module.promise));
    await act(async () => undefined);
    expect(settled).toBe(false);
    await act(async () => module.resolve(Screen));
    await screen.findByText('The first screen');
    await act(async () => undefined);
    expect(settled).toBe(true);
  });

  it('lazyHydrated: draws nothing until its module is in, then the part with its props', async () => {
    const module = deferred<typeof Part>();
    const Lazy = lazyHydrated(() => module.promise);
    render(<Lazy text="The footer" />);
    expect(screen.queryByText('The footer')).toBeNull();
    await act(async () => module.resolve(Part));
    expect(await screen.findByText('The footer')).toBeInTheDocument();
  });

  it("lazyHydrated: draws its fallback (the part's room) while its module loads, where there is no prerendered markup", async () => {
    const module = deferred<typeof Part>();
    const Lazy = lazyHydrated(() => module.promise, <div data-testid="room" />);
    render(<Lazy text="The side navigation" />);
    expect(screen.getByTestId('room')).toBeInTheDocument();
    await act(async () => module.resolve(Part));
    expect(await screen.findByText('The side navigation')).toBeInTheDocument();
    expect(screen.queryByTestId('room')).toBeNull();
  });

  it('lazyHydrated: keeps the prerendered markup while its module loads, then hydrates that same markup without a mismatch', async () => {
    const module = deferred<typeof Part>();
    const Lazy = lazyHydrated(() => module.promise);
    const container = document.createElement('div');
    container.innerHTML = '<!--$--><footer>The footer</footer><!--/$-->';
    document.body.append(container);
    const prerendered = container.querySelector('footer');
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Lazy text="The footer" />, { onRecoverableError }));
    expect(container.querySelector('footer')).toBe(prerendered);
    await act(async () => module.resolve(Part));
    expect(container.querySelector('footer')).toBe(prerendered);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('lazyHydrated: a module that fails to load leaves the part out, with no error', async () => {
    const module = deferred<typeof Part>();
    const Lazy = lazyHydrated(() => module.promise);
    const { container } = render(
      <div data-testid="shell">
        <Lazy text="The footer" />
      </div>,
    );
    await act(async () => module.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(container.textContent).toBe('');
    expect(screen.getByTestId('shell')).toBeInTheDocument();
  });

  // Last: the prerender's preloading switches every first screen of the module to drawing at once.
  it('is in the prerendered markup once preloadFirstScreens has loaded every first screen, inside a Suspense boundary', async () => {
    const element = lazyFirstScreen(async () => Screen);
    await preloadFirstScreens();
    // The boundary's markers: the browser's Suspense boundary hydrates exactly this.
    expect(renderToString(element)).toBe('<!--$--><p>The first screen</p><!--/$-->');
  });

  it('lazyHydrated: is in the prerendered markup once preloadFirstScreens has run, inside a Suspense boundary', async () => {
    const Lazy = lazyHydrated(async () => Part);
    await preloadFirstScreens();
    expect(renderToString(<Lazy text="The footer" />)).toBe('<!--$--><footer>The footer</footer><!--/$-->');
  });
});
