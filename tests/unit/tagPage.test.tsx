import '../setup/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameRoutes } from '@/features/games/routes';
import { RouteErrorBoundary } from '@/features/status/RouteErrorBoundary';
import { setScenarioState } from '../../mocks/scenarios/state';
import { recordRequests, renderRoutes, setUpPageTests } from './support/pageHarness';

/* /arcade/games/tag/{tag} against the mock backend (spec §2: 'Tag: {title}', sortable, paginated, 2 columns). */

setUpPageTests({ modules: () => import('@/features/games/TagPage') });
const requests = recordRequests((path) => path.startsWith('/v1/public/arcade/game/tag/'));
const calls = requests.calls;

const renderTag = (url: string) =>
  renderRoutes((queryClient) => [{ path: '/', errorElement: <RouteErrorBoundary />, children: gameRoutes(queryClient) }], url);

describe('/arcade/games/tag/{tag}', () => {
  it("shows 'Tag: {title}', a two-column grid of up to 8 games and the page title", async () => {
    renderTag('/arcade/games/tag/vr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag: VR' })).toBeInTheDocument();
    const cards = within(await screen.findByTestId('tag-grid')).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(8);
    await waitFor(() => expect(document.title).toBe('Tag: VR - Orbital'));
    expect(calls.at(-1)?.searchParams.get('sort')).toBe('released');
  });

  it('sort=recent is asked as released; changing the sort writes the URL; page links keep the sort', async () => {
    const { user, router } = renderTag('/arcade/games/tag/vr?sort=recent');
    await screen.findByTestId('tag-grid');
    expect(calls.every((c) => c.searchParams.get('sort') === 'released')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('released');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'popular');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=popular'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('sort')).toBe('popular'));
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: 'Game pages' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'href',
        '/arcade/games/tag/vr?sort=popular&page=2',
      ),
    );
  });

  it('an unknown tag shows the 404 screen', async () => {
    renderTag('/arcade/games/tag/no-such-tag');
    expect(await screen.findByText('BOO! HAHA')).toBeInTheDocument();
  });

  it("a server error shows 'Oops!' inline", async () => {
    setScenarioState({ scenario: 'error' });
    renderTag('/arcade/games/tag/vr');
    const alert = await screen.findByTestId('tag-error');
    expect(alert).toHaveTextContent('Oops!');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    // The page keeps its heading (named by the slug), not the loading one.
    expect(screen.getByRole('heading', { level: 1, name: 'Tag: vr' })).not.toHaveAttribute('aria-busy');
  });

  it('the empty scenario shows the empty texts', async () => {
    setScenarioState({ scenario: 'empty' });
    renderTag('/arcade/games/tag/vr');
    const empty = await screen.findByTestId('tag-empty');
    expect(empty).toHaveTextContent('No results');
    expect(empty).toHaveTextContent('Please try searching using different filters.');
  });
});
