import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, EVENTS, METHODS } from '@orbital/sdk/protocol';
import { FRAME_ALLOW as GAME_FRAME_ALLOW, FRAME_SANDBOX as GAME_FRAME_SANDBOX } from '@/features/games/game-page/framePolicy';
import { renderWithTheme } from '../../../tests/utils/render';
import { DOCUMENTED, ERROR_REFERENCE, EVENT_REFERENCE, METHOD_REFERENCE } from './reference';
import { SdkDocsPage, SECTIONS } from './SdkDocsPage';
import { FRAME_ALLOW, FRAME_SANDBOX_TOKENS, scriptUrl } from './snippets';

/*
 * The SDK docs cannot drift from the protocol (issue 12): the reference's keys are exactly the
 * protocol's METHODS / EVENTS / ERROR_CODES (packages/sdk/src/protocol.ts), in its order, and the page
 * renders a row for each.
 */
describe('the SDK reference', () => {
  it('documents exactly the protocol’s methods, events and error codes', () => {
    expect(DOCUMENTED.methods.toSorted()).toEqual(METHODS.toSorted());
    expect(DOCUMENTED.events.toSorted()).toEqual(EVENTS.toSorted());
    expect(DOCUMENTED.errors.toSorted()).toEqual(Object.values(ERROR_CODES).toSorted());
    expect(METHOD_REFERENCE.map((m) => m.name)).toEqual([...METHODS]);
    expect(EVENT_REFERENCE.map((e) => e.name)).toEqual([...EVENTS]);
    expect(ERROR_REFERENCE.map((e) => e.code)).toEqual(Object.values(ERROR_CODES));
  });

  it('matches the frame’s real allow list and sandbox', () => {
    expect(FRAME_ALLOW).toBe(GAME_FRAME_ALLOW);
    expect(FRAME_SANDBOX_TOKENS.join(' ')).toBe(GAME_FRAME_SANDBOX);
  });

  it('builds the script URL on the games origin', () => {
    expect(scriptUrl('http://games.orbital.localhost:4173')).toBe('http://games.orbital.localhost:4173/sdk/v1/orbital.js');
    expect(scriptUrl('https://games.orbital.example/')).toBe('https://games.orbital.example/sdk/v1/orbital.js');
  });
});

const rowNames = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('SdkDocsPage', () => {
  it('lists every method, event and error code of the protocol', () => {
    renderWithTheme(<SdkDocsPage />);
    const methods = screen.getByTestId('sdk-methods-table');
    const events = screen.getByTestId('sdk-events-table');
    const errors = screen.getByTestId('sdk-errors-table');
    expect(rowNames(methods)).toEqual([...METHODS]);
    expect(rowNames(events)).toEqual([...EVENTS]);
    expect(rowNames(errors)).toEqual(Object.values(ERROR_CODES));
    // A few literal names, so a rename in the protocol is seen here too.
    for (const name of ['handshake', 'user.get', 'leaderboards.postScore', 'saves.write', 'game.inviteLink', 'settings.get', 'ads.break']) {
      expect(within(methods).getByRole('rowheader', { name })).toBeInTheDocument();
    }
    for (const name of ['user.changed', 'pause', 'resume', 'achievement.unlocked']) {
      expect(within(events).getByRole('rowheader', { name })).toBeInTheDocument();
    }
    for (const name of ['login_required', 'invalid_params', 'rate_limited', 'timeout']) {
      expect(within(errors).getByRole('rowheader', { name })).toBeInTheDocument();
    }
  });

  it('has its title, a table of contents linking to every section, and the quick starts', () => {
    renderWithTheme(<SdkDocsPage />);
    expect(document.title).toBe('Game SDK - Orbital');
    expect(screen.getByRole('heading', { level: 1, name: 'Game SDK' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(SECTIONS.length);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(screen.getByRole('region', { name: 'Install with npm' })).toHaveTextContent('npm install @orbital/sdk');
    expect(screen.getByRole('region', { name: 'Initialise with a bundler' })).toHaveTextContent("import { Orbital } from '@orbital/sdk'");
    expect(screen.getByRole('region', { name: 'Initialise with a bundler' })).toHaveTextContent('const orbital = await Orbital.init()');
    expect(screen.getByRole('region', { name: 'Initialise with a script tag' })).toHaveTextContent(/<script src="https?:\/\/games\.[^"]+\/sdk\/v1\/orbital\.js">/);
    expect(screen.getByRole('region', { name: 'Preload the engine beside the entry' })).toHaveTextContent('<link rel="modulepreload" href="./game.js">');
    expect(screen.getByRole('region', { name: 'Connect while the engine downloads' })).toHaveTextContent("const connecting = Orbital.init();");
    expect(screen.getByRole('region', { name: 'Connect while the engine downloads' })).toHaveTextContent("await import('./game.js')");
    expect(screen.getByRole('region', { name: 'Track a WebXR session' })).toHaveTextContent('orbital.session.track(xrSession)');
    expect(screen.getByRole('region', { name: 'Ad breaks in a game' })).toHaveTextContent("orbital.ads.break('rewarded')");
    expect(screen.getByTestId('sdk-ad-breaks')).toHaveTextContent('at most once every 3 minutes');
    expect(screen.getByTestId('sdk-ad-breaks')).toHaveTextContent('{ shown: false, rewarded: true }');
    expect(screen.getByRole('region', { name: 'The frame permissions' })).toHaveTextContent('allow="xr-spatial-tracking; fullscreen; autoplay; gamepad"');
    expect(screen.getByTestId('sdk-rate-limits')).toHaveTextContent('100 ms');
    expect(screen.getByTestId('sdk-rate-limits')).toHaveTextContent('rate_limited');
  });
});
