import '../setup/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@/api/contract';
import { config } from '@/config';
import { communityRoutes } from '@/features/community/routes';
import { RouteErrorBoundary } from '@/features/status/RouteErrorBoundary';
import { call } from '../../mocks/core/testing';
import { db } from '../../mocks/db';
import { setScenarioState } from '../../mocks/scenarios/state';
import { server } from '../setup/msw';
import { gate, renderRoutes, setUpPageTests } from './support/pageHarness';

/*
 * /community/user/{user} against the mock backend (spec §2, §3 privacy). The demo's `premium` (Nova Prime)
 * shares play history, inventory and friends with friends only and keeps activity to themself; `player`
 * is a friend, `developer` is not (guide §3 fixtures). What each viewer gets is the server's decision; these
 * tests check the page shows exactly that. Strings of the spec are quoted literally (guide §2.11).
 */

setUpPageTests({ modules: () => import('@/features/community/ProfilePage') });

const renderProfile = (user: string) =>
  renderRoutes((queryClient) => [{ path: '/', errorElement: <RouteErrorBoundary />, children: communityRoutes(queryClient) }], `/community/user/${user}`);

const login = (name: string) => call(endpoints['auth.login'], { body: { login: name, password: 'Orbital!2026', remember: false } });

const section = (name: string) => screen.getByTestId(`profile-${name}`);
/** A head tag's value: a link's href, a meta's content. */
const attr = (selector: string) => document.head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content');
const noteOf = (name: string) => within(section(name)).getByTestId('owner-note');
const isHidden = (name: string) => within(section(name)).queryByTestId('section-hidden') !== null;

/** Each section as this viewer sees it: 'hidden', 'empty' or 'shown'. */
function sectionStates(): Record<string, string> {
  const names = ['badges', 'achievements', 'activity', 'inventory', 'history', 'friends'];
  return Object.fromEntries(
    names.map((name) => [name, isHidden(name) ? 'hidden' : within(section(name)).queryByTestId('section-empty') ? 'empty' : 'shown']),
  );
}

async function opened(alias: string) {
  return screen.findByRole('heading', { level: 1, name: alias });
}

describe('/community/user/{user}: who sees what', () => {
  it('a visitor sees the public parts of premium, the rest is marked private; the halo and the title', async () => {
    renderProfile('premium');
    await opened('Nova Prime');
    expect(sectionStates()).toEqual({ badges: 'shown', achievements: 'shown', activity: 'hidden', inventory: 'hidden', history: 'hidden', friends: 'hidden' });
    expect(within(section('friends')).getByTestId('section-hidden')).toHaveTextContent('Nova Prime keeps this private.');
    expect(screen.getByTestId('profile-username')).toHaveTextContent('@premium');
    expect(screen.getByTestId('profile-avatar')).toHaveAttribute('data-premium', 'true');
    // Counts of hidden parts are left out too.
    expect(screen.queryByTestId('profile-stat-friends')).toBeNull();
    expect(screen.queryByTestId('profile-stat-games')).toBeNull();
    expect(screen.getByTestId('profile-stat-achievements')).toHaveTextContent('5');
    expect(screen.queryByTestId('profile-owner-note')).toBeNull();
    expect(screen.queryAllByTestId('owner-note')).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Nova Prime - Orbital'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Nova Prime (@premium) on Orbital: badges, achievements and the games they play.',
    );
  });

  it('a logged-in stranger sees what a visitor sees', async () => {
    await login('developer');
    renderProfile('premium');
    await opened('Nova Prime');
    expect(sectionStates()).toMatchObject({ activity: 'hidden', inventory: 'hidden', history: 'hidden', friends: 'hidden' });
  });

  it('a friend also sees play history, inventory and friends (linked to their profiles), not the activity', async () => {
    await login('player');
    renderProfile('premium');
    await opened('Nova Prime');
    expect(sectionStates()).toEqual({ badges: 'shown', achievements: 'shown', activity: 'hidden', inventory: 'shown', history: 'shown', friends: 'shown' });
    const friends = within(section('friends'));
    expect(friends.getByRole('link', { name: 'Player One' })).toHaveAttribute('href', '/community/user/player');
    expect(within(section('inventory')).getByRole('link', { name: 'Plasma Blade' })).toHaveAttribute('href', '/arcade/games/starfall-arena/catalog/plasma-blade');
    // Sessions: the game's link and the humanised duration (spec §9: 'N Minutes' or 'N Hours').
    const sessions = within(section('history')).getAllByTestId('profile-session');
    expect(sessions[0]).toHaveTextContent(/\d+ (Minutes|Hours)/);
    expect(within(section('history')).getAllByRole('link', { name: 'Starfall Arena' })[0]).toHaveAttribute('href', '/arcade/games/starfall-arena');
    expect(screen.getByTestId('profile-stat-friends')).toHaveTextContent(String(db.friendships.findMany((q) => q.where({ userId: 2 })).length));
    expect(screen.queryAllByTestId('owner-note')).toHaveLength(0);
  });

  it('the owner sees every part and, for each, who else sees it', async () => {
    await login('premium');
    renderProfile('premium');
    await opened('Nova Prime');
    expect(sectionStates()).toEqual({ badges: 'shown', achievements: 'shown', activity: 'shown', inventory: 'shown', history: 'shown', friends: 'shown' });
    const note = screen.getByTestId('profile-owner-note');
    expect(within(note).getByRole('heading', { name: 'This is your public profile' })).toBeInTheDocument();
    expect(note).toHaveTextContent('Everyone can open your profile.');
    expect(within(note).getByRole('link', { name: 'Privacy Settings' })).toHaveAttribute('href', '/account/settings');
    expect(noteOf('badges')).toHaveTextContent('Everyone can see this.');
    expect(noteOf('history')).toHaveTextContent('Only your friends see this.');
    expect(noteOf('friends')).toHaveTextContent('Only your friends see this.');
    expect(noteOf('inventory')).toHaveTextContent('Only your friends see this.');
    expect(noteOf('activity')).toHaveTextContent('Only you see this.');
  });

  it('a fully public profile (player) shows every section to a visitor, with badges and recent games', async () => {
    renderProfile('player');
    await opened('Player One');
    expect(sectionStates()).toEqual({ badges: 'shown', achievements: 'shown', activity: 'shown', inventory: 'shown', history: 'shown', friends: 'shown' });
    expect(screen.getByTestId('profile-avatar')).not.toHaveAttribute('data-premium');
    expect(screen.queryByTestId('profile-premium')).toBeNull();
    expect(within(screen.getByTestId('profile-recent')).getByRole('link', { name: 'Starfall Arena' })).toHaveAttribute('href', '/arcade/games/starfall-arena');
    expect(within(section('badges')).getAllByTestId('profile-badge').length).toBeGreaterThan(0);
  });
});

describe('/community/user/{user}: head', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("a public page's link-preview tags: canonical URL, og:title and og:url, the avatar when shareable", async () => {
    const avatar = 'https://cdn.orbital.example/media/avatars/premium.png';
    await db.users.update((q) => q.where({ id: 2 }), { data: (u) => void (u.avatar = { tn: avatar, sm: avatar, sd: avatar }) });
    // The canonical URL reads the address bar.
    window.history.replaceState(null, '', '/community/user/premium');
    renderProfile('premium');
    await opened('Nova Prime');
    await waitFor(() => expect(attr('meta[property="og:title"]')).toBe('Nova Prime'));
    expect(attr('link[rel="canonical"]')).toBe(`${config.siteUrl}/community/user/premium`);
    expect(attr('meta[property="og:url"]')).toBe(`${config.siteUrl}/community/user/premium`);
    expect(attr('meta[property="og:image"]')).toBe(avatar);
    expect(attr('meta[name="robots"]')).toBeUndefined();
  });
});

describe('/community/user/{user}: states', () => {
  it('shows its skeleton, with an accessible label, while the profile loads', async () => {
    // Hold the profile until the skeleton was seen, then let the mock answer (the resolver falls through).
    const held = gate();
    server.use(http.get('*/v1/public/user/community/profile/:user', () => held.promise.then(() => undefined)));
    renderProfile('player');
    expect(await screen.findByTestId('profile-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    held.resolve();
    expect(await opened('Player One')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-loading')).toBeNull();
  });

  it('the empty scenario: each visible section says it has nothing yet', async () => {
    setScenarioState({ scenario: 'empty' });
    renderProfile('player');
    await opened('Player One');
    expect(within(section('badges')).getByTestId('section-empty')).toHaveTextContent('No badges yet.');
    expect(within(section('achievements')).getByTestId('section-empty')).toHaveTextContent('No achievements unlocked yet.');
    expect(within(section('activity')).getByTestId('section-empty')).toHaveTextContent('No recent activity.');
    expect(within(section('history')).getByTestId('section-empty')).toHaveTextContent('No games played yet.');
    expect(within(section('inventory')).getByTestId('section-empty')).toHaveTextContent('No items yet.');
    expect(within(section('friends')).getByTestId('section-empty')).toHaveTextContent('No friends yet.');
  });

  it("an unknown user shows the 404 screen ('BOO! HAHA')", async () => {
    renderProfile('nobody-here');
    expect(await screen.findByText('BOO! HAHA')).toBeInTheDocument();
  });

  it("a profile its owner keeps private shows 'Permission Denied' to others", async () => {
    await db.users.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.settings = { ...user.settings, privacy: { ...user.settings.privacy, profile_visibility: 'none' } };
      },
    });
    renderProfile('player');
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
  });

  it('a network failure stays inline with the network message and a retry that loads the profile', async () => {
    setScenarioState({ scenario: 'offline' });
    const { user } = renderProfile('player');
    const error = await screen.findByTestId('profile-error', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    setScenarioState({ scenario: 'default' });
    await user.click(within(error).getByRole('button', { name: 'Try Again' }));
    expect(await opened('Player One')).toBeInTheDocument();
  });

  it("a server error stays inline with 'Oops!' and the server's message", async () => {
    setScenarioState({ scenario: 'error' });
    renderProfile('player');
    const error = await screen.findByTestId('profile-error', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('Oops!');
    expect(error).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
  });
});
