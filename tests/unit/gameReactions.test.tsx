import '../setup/msw';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GameReactions } from '@/features/games/reactions';
import { closeAuthModal, getAuthModalState } from '@/lib/authModal';
import { ensureDatabase } from '../../mocks/db';
import { setScenarioState } from '../../mocks/scenarios/state';
import { server } from '../setup/msw';
import { loginAs, renderGamePanel, serverGame } from './support/gamePanelHarness';

/*
 * The game's reaction toggles against the mock backend (spec §3, §4 'Reaction toggle', §6, §9).
 * Fixtures: player has no reaction on starfall-arena; premium has love and high5.
 */

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await ensureDatabase();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
});

const renderReactions = () => renderGamePanel((game) => <GameReactions game={game} />);
const group = async () => within(await screen.findByRole('group', { name: 'Reactions' }));
const toggle = (g: ReturnType<typeof within>, name: string) => g.getByRole('button', { name: new RegExp(`^${name}\\b`) });
const countOf = (button: HTMLElement) => Number(button.textContent?.replace(/^\D+/, '') || 0);

/** Every PUT games.react the page sends, in order, with its body. */
function recordReacts() {
  const sent: { type: string; status: boolean }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/react')) {
      void request.clone().json().then((body: { type: string; status: boolean }) => sent.push(body));
    }
  });
  return sent;
}

describe('GameReactions', () => {
  it('shows the nine types, the player\'s own pressed, counts only when non-zero', async () => {
    await loginAs('premium');
    renderReactions();
    const g = await group();
    const game = await serverGame();
    for (const [name, type] of [['Laugh', 'laugh'], ['Joy', 'joy'], ['Cry', 'cry'], ['Anger', 'anger'], ['High Five', 'high5'], ['Like', 'like'], ['Dislike', 'dislike'], ['Love', 'love'], ['Bug', 'bug']] as const) {
      const button = toggle(g, name);
      expect(button).toHaveAttribute('aria-pressed', String(game.reacted_to[type]));
      expect(countOf(button)).toBe(game.reactions[type]);
      // The name carries the count only when there is one (none shown for zero).
      expect(button).toHaveAccessibleName(game.reactions[type] === 0 ? name : `${name} ${game.reactions[type]}`);
    }
    expect(toggle(g, 'Love')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle(g, 'High Five')).toHaveAttribute('aria-pressed', 'true');
  });

  it('zero counts are not shown (photon-storm has no joy)', async () => {
    renderGamePanel((game) => <GameReactions game={game} />, 'photon-storm');
    const g = await group();
    expect(toggle(g, 'Joy')).toHaveAccessibleName('Joy');
    expect(toggle(g, 'Joy').textContent).toBe('Joy');
  });

  it('a click flips at once (count + 1) and the server keeps it', async () => {
    await loginAs('player');
    const { user } = renderReactions();
    const g = await group();
    const before = countOf(toggle(g, 'Laugh'));
    await user.click(toggle(g, 'Laugh'));
    expect(toggle(g, 'Laugh')).toHaveAttribute('aria-pressed', 'true');
    expect(countOf(toggle(g, 'Laugh'))).toBe(before + 1);
    await waitFor(async () => expect((await serverGame()).reacted_to.laugh).toBe(true));
    expect((await serverGame()).reactions.laugh).toBe(before + 1);
  });

  it('a failure rolls back and shows the server\'s message once, in the \'Error\' toast', async () => {
    await loginAs('player');
    setScenarioState({ fail: ['games.react'] });
    const { user } = renderReactions();
    const g = await group();
    const before = countOf(toggle(g, 'Laugh'));
    await user.click(toggle(g, 'Laugh'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toggle(g, 'Laugh')).toHaveAttribute('aria-pressed', 'false');
    expect(countOf(toggle(g, 'Laugh'))).toBe(before);
  });

  it('a double click sends one request at a time and ends where the server is', async () => {
    await loginAs('player');
    const sent = recordReacts();
    const { user } = renderReactions();
    const g = await group();
    const before = countOf(toggle(g, 'Bug'));
    await user.dblClick(toggle(g, 'Bug'));
    expect(toggle(g, 'Bug')).toHaveAttribute('aria-pressed', 'false');
    expect(countOf(toggle(g, 'Bug'))).toBe(before);
    await waitFor(() => expect(sent).toEqual([{ type: 'bug', status: true }, { type: 'bug', status: false }]));
    await waitFor(async () => expect((await serverGame()).reacted_to.bug).toBe(false));
    expect((await serverGame()).reactions.bug).toBe(before);
    expect(countOf(toggle(g, 'Bug'))).toBe(before);
  });

  it('a visitor gets \'Login Required\', nothing is sent; Login and Register open the auth modal', async () => {
    const sent = recordReacts();
    const { user } = renderReactions();
    const g = await group();
    await user.click(toggle(g, 'Love'));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent('Please register or login to react to this game.');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getAuthModalState()).toMatchObject({ open: true, pane: 'register' }));
    closeAuthModal();
    await user.click(toggle(g, 'Love'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Login Required' })).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(getAuthModalState()).toMatchObject({ open: true, pane: 'login' }));
    closeAuthModal();
    expect(toggle(g, 'Love')).toHaveAttribute('aria-pressed', 'false');
    expect(sent).toEqual([]);
  });
});
