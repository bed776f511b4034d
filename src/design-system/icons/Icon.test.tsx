import { act, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdImport } from '../components/LazyPart/testing';
import { renderWithTheme } from '../../../tests/utils/render';
import { ThemeProvider } from 'styled-components';
import { cssVariables, theme } from '../theme/theme';
import { colors } from '../tokens';
import { Icon, UnknownIconError, type IconName } from '.';
import { iconNames } from './names';

describe('Icon', () => {
  it('throws UnknownIconError for a name that is not in the set (spec §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithTheme(<Icon name={'does-not-exist' as IconName} />)).toThrow(UnknownIconError);
    expect(() => renderWithTheme(<Icon name={'does-not-exist' as IconName} />)).toThrow('Unknown icon name "does-not-exist".');
  });

  it('does not accept inherited object keys as names', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithTheme(<Icon name={'toString' as IconName} />)).toThrow(UnknownIconError);
  });

  it('is decorative (aria-hidden, not focusable) without a label', () => {
    const { container } = renderWithTheme(<Icon name="star" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is role=img named by its label when labelled', () => {
    renderWithTheme(<Icon name="trophy" label="Achievements" />);
    const img = screen.getByRole('img', { name: 'Achievements' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it("defaults to the theme's icon colour, white at 90 % opacity (spec §9)", () => {
    expect(colors.icon).toBe('rgba(255, 255, 255, 0.9)');
    renderWithTheme(<Icon name="bell" label="Bell" />);
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent ?? '')
      .join('\n');
    // The token is emitted as a CSS variable (GlobalStyles writes cssVariables into :root)...
    expect(cssVariables).toContain('--orb-color-icon: rgba(255, 255, 255, 0.9);');
    // ...and the icon's own rule reads it, so a re-theme follows.
    const svg = screen.getByRole('img', { name: 'Bell' });
    const ownRules = Array.from(svg.classList)
      .map((cls) => new RegExp(`\\.${cls}\\{([^}]*)\\}`).exec(css)?.[1] ?? '')
      .join(';');
    expect(ownRules).toMatch(/(^|;)color:\s*var\(--orb-color-icon\)/);
  });

  it('renders every icon in the set without throwing, each with a drawing', () => {
    expect(iconNames.length).toBeGreaterThan(40);
    const empty: string[] = [];
    for (const name of iconNames) {
      const { unmount, container } = renderWithTheme(<Icon name={name} />);
      if (!container.querySelector('svg')?.childElementCount) empty.push(name);
      unmount();
    }
    expect(empty).toEqual([]);
  });

  it('includes the reactions, statuses, social logos and navigation symbols the product uses', () => {
    const required: string[] = [
      // reactions (spec §3)
      'laugh', 'joy', 'cry', 'anger', 'high5', 'like', 'dislike', 'love', 'bug',
      // toast and dialog types (spec §3)
      'danger', 'info', 'warning', 'success',
      // social providers and links
      'facebook', 'google', 'steam',
      // navigation
      'home', 'search', 'bell', 'mail', 'menu', 'arrow-up', 'chevron-left', 'chevron-right',
    ];
    for (const name of required) expect(iconNames).toContain(name);
  });
});

/** Icon.tsx from a fresh module registry: its second half not loaded, and loading once `load` settles. */
async function freshIcon(load: Promise<void>) {
  vi.resetModules();
  vi.doMock('./moreGlyphs', async (importOriginal) => {
    await load;
    return importOriginal();
  });
  return import('./Icon');
}

// Last: these reset the module registry, for an Icon whose second half has not loaded yet.
describe('Icon before the second half of the set is in (ADR 0008 › Icons)', () => {
  afterEach(() => {
    vi.doUnmock('./moreGlyphs');
  });

  it("draws the shell's icons at once and another once its half is in, its svg (size, name) there meanwhile", async () => {
    const { gate, release } = holdImport();
    const fresh = await freshIcon(gate);
    renderWithTheme(
      <>
        <fresh.Icon name="bell" label="Notifications" />
        <fresh.Icon name="trophy" label="Achievements" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Notifications' }).childElementCount).toBeGreaterThan(0);
    const trophy = screen.getByRole('img', { name: 'Achievements' });
    expect(trophy.querySelector('path, circle, rect')).toBeNull();
    release();
    await act(async () => fresh.preloadIcons());
    await waitFor(() => expect(trophy.querySelector('path, circle, rect')).not.toBeNull());
  });

  it('hydrates prerendered icons unchanged while their half loads', async () => {
    // The prerender's markup: the half loaded first, as scripts/prerender.mjs does.
    const server = await freshIcon(Promise.resolve());
    await server.preloadIcons();
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <server.Icon name="trophy" label="Achievements" />
      </ThemeProvider>,
    );
    const { gate, release } = holdImport();
    const browser = await freshIcon(gate);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const drawing = container.querySelector('path, circle, rect');
    expect(drawing).not.toBeNull();
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ThemeProvider theme={theme}>
          <browser.Icon name="trophy" label="Achievements" />
        </ThemeProvider>,
        { onRecoverableError },
      ),
    );
    expect(container.querySelector('path, circle, rect')).toBe(drawing);
    release();
    await act(async () => browser.preloadIcons());
    expect(container.querySelector('path, circle, rect')).toBe(drawing);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('throws UnknownIconError for an unknown name once the half is in; a failed download leaves the icon empty, no error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fresh = await freshIcon(Promise.resolve());
    const caught: unknown[] = [];
    class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught.push(error);
      }
      override render() {
        return this.state.failed ? null : this.props.children;
      }
    }
    renderWithTheme(
      <Catch>
        <fresh.Icon name={'does-not-exist' as IconName} />
      </Catch>,
    );
    await act(async () => fresh.preloadIcons());
    await waitFor(() => expect(caught[0]).toBeInstanceOf(fresh.UnknownIconError));

    const offline = await freshIcon(Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = renderWithTheme(<offline.Icon name="trophy" label="Achievements" />);
    await act(async () => offline.preloadIcons());
    expect(screen.getByRole('img', { name: 'Achievements' })).toBeInTheDocument();
    expect(container.querySelector('path, circle, rect')).toBeNull();
  });
});
