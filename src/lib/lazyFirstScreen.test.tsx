import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../tests/utils/deferred';
import { expectFirstScreen, firstScreenHydrated, lazyFirstScreen, preloadFirstScreens } from './lazyFirstScreen';

/* A route's first screen, lazy in the browser and rendered at once by the prerender (ADR 0012). */

const Screen = () => <p>The first screen</p>;

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

  // Last: the prerender's preloading switches every first screen of the module to drawing at once.
  it('is in the prerendered markup once preloadFirstScreens has loaded every first screen, inside a Suspense boundary', async () => {
    const element = lazyFirstScreen(async () => Screen);
    await preloadFirstScreens();
    // The boundary's markers: the browser's Suspense boundary hydrates exactly this.
    expect(renderToString(element)).toBe('<!--$--><p>The first screen</p><!--/$-->');
  });
});
