import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GameBuild, GameFeatures } from '@/api/schemas/game';
import { showsAdBlock } from '@/features/games/game-page/GameAdBlock';
import { DeveloperBox } from '@/features/games/game-page/DeveloperBox';
import { FeatureBadges } from '@/features/games/game-page/FeatureBadges';
import { BuildSelector } from '@/features/games/game-page/FrameControls';
import { GameDescription } from '@/features/games/game-page/GameDescription';
import { GameStats } from '@/features/games/game-page/GameStats';
import { renderWithTheme } from '../utils/render';

/*
 * The game page's panels on their own (spec §2 Game page, §6, §9): stats rules, feature badges, the
 * description's collapse, fallback and sanitising, the build selector, the developer box, who gets the
 * ad block. Strings are the spec's literals (guide §2.11).
 */

const renderPanel = (ui: ReactElement) => renderWithTheme(<MemoryRouter>{ui}</MemoryRouter>);

describe('GameStats (spec §9)', () => {
  it("shows 'New!' instead of views below 1000 and hides zero reviews and reactions", () => {
    renderPanel(<GameStats stats={{ views: 999, reviews: 0, reactions: 0 }} />);
    const list = screen.getByRole('list', { name: 'Game stats' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('New!');
    expect(screen.queryByTestId('game-stat-views')).toBeNull();
  });

  it('humanises views from 1000 on, and each non-zero count', () => {
    renderPanel(<GameStats stats={{ views: 1000, reviews: 1234, reactions: 2_500_000 }} />);
    expect(screen.getByTestId('game-stat-views')).toHaveTextContent('1k');
    expect(screen.getByTestId('game-stat-reviews')).toHaveTextContent('1.2k');
    expect(screen.getByTestId('game-stat-reactions')).toHaveTextContent('2.5M');
    expect(screen.queryByText('New!')).toBeNull();
  });

  it('shows reviews without reactions when only reviews are non-zero', () => {
    renderPanel(<GameStats stats={{ views: 5000, reviews: 3, reactions: 0 }} />);
    expect(screen.getByTestId('game-stat-reviews')).toHaveTextContent('3');
    expect(screen.queryByTestId('game-stat-reactions')).toBeNull();
  });
});

describe('FeatureBadges', () => {
  const none: GameFeatures = { multiplayer: false, achievement: false, save: false, leaderboard: false, inventory: false };

  it('shows a badge for each feature set, in the spec order, and nothing else', () => {
    renderPanel(<FeatureBadges features={{ ...none, inventory: true, multiplayer: true, save: true }} />);
    const items = within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Multiplayer', 'Cloud Save', 'Inventory']);
  });

  it('shows all five when every feature is set', () => {
    renderPanel(<FeatureBadges features={{ multiplayer: true, achievement: true, save: true, leaderboard: true, inventory: true }} />);
    expect(within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('renders nothing without features', () => {
    renderPanel(<FeatureBadges features={none} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('GameDescription (spec §2, §9)', () => {
  it("says 'No Description.' when the description is empty or blank", () => {
    const { unmount } = renderPanel(<GameDescription description="" />);
    expect(screen.getByText('No Description.')).toBeInTheDocument();
    unmount();
    renderPanel(<GameDescription description={'  \n\n '} />);
    expect(screen.getByText('No Description.')).toBeInTheDocument();
  });

  it('keeps exactly 1500 characters whole, without a toggle', () => {
    const text = 'a'.repeat(1500);
    renderPanel(<GameDescription description={text} />);
    expect(screen.getByTestId('game-description-body')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it("collapses above 1500 characters to the spec's truncation and toggles 'Show More' / 'Show Less'", async () => {
    const user = userEvent.setup();
    const text = `${'b'.repeat(1500)}END`;
    renderPanel(<GameDescription description={text} />);
    const body = screen.getByTestId('game-description-body');
    expect(body.textContent).toBe(`${'b'.repeat(1496)} ...`);
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(body.textContent).toBe(text);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(body.textContent).toBe(`${'b'.repeat(1496)} ...`);
  });

  it('keeps paragraphs of plain text', () => {
    renderPanel(<GameDescription description={'First paragraph.\n\nSecond paragraph.'} />);
    const paragraphs = screen.getByTestId('game-description-body').querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['First paragraph.', 'Second paragraph.']);
  });

  it('renders HTML sanitised: no script, no event handler, no javascript: link', async () => {
    renderPanel(
      <GameDescription description={'<p>Safe <strong>bold</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>'} />,
    );
    const body = screen.getByTestId('game-description-body');
    await waitFor(() => expect(body.querySelector('strong')).toHaveTextContent('bold'));
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('javascript:');
  });

  it('HTML counts its visible text for the 1500-character rule and collapses by height', async () => {
    const user = userEvent.setup();
    renderPanel(<GameDescription description={`<p>${words(300)}</p>`} />);
    expect(screen.getByTestId('game-description-body')).toHaveAttribute('data-collapsed', 'true');
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByTestId('game-description-body')).not.toHaveAttribute('data-collapsed');
  });

  it("HTML with only empty tags is 'No Description.'", () => {
    renderPanel(<GameDescription description="<p> </p><br>" />);
    expect(screen.getByText('No Description.')).toBeInTheDocument();
  });
});

describe('BuildSelector', () => {
  const builds: GameBuild[] = [
    { version: '0.8.0', url: '/g/index.html?build=0.8.0', active: false, sdk: true },
    { version: '0.9.2', url: '/g/index.html', active: true, sdk: true },
  ];

  it("offers every build, the active one marked '(Active)', and reports the choice", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPanel(<BuildSelector builds={builds} value="0.9.2" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Build' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['0.8.0', '0.9.2 (Active)']);
    expect(select).toHaveValue('0.9.2');
    await user.selectOptions(select, '0.8.0');
    expect(onChange).toHaveBeenCalledWith('0.8.0');
  });

  it('is not there for a game with one build', () => {
    renderPanel(<BuildSelector builds={builds.slice(1)} value="0.9.2" onChange={() => undefined} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('DeveloperBox', () => {
  const developer = { slug: 'orbital-labs', name: 'Orbital Labs', logo: null };

  it("links the name to the developer page, shows the placeholder logo and 'Made With' PlayCanvas", () => {
    renderPanel(<DeveloperBox developer={developer} engine={{ id: 'playcanvas' }} />);
    expect(screen.getByRole('link', { name: 'Orbital Labs' })).toHaveAttribute('href', '/arcade/games/developer/orbital-labs');
    expect(screen.getByRole('img', { name: 'Orbital Labs logo' })).toHaveAttribute('data-placeholder', 'developer');
    expect(screen.getByTestId('game-engine')).toHaveTextContent(/^Made With\s*PlayCanvas$/);
  });

  it('shows no engine mark for other engines or none', () => {
    const { unmount } = renderPanel(<DeveloperBox developer={developer} engine={{ id: 'unity' }} />);
    expect(screen.queryByText('Made With')).toBeNull();
    unmount();
    renderPanel(<DeveloperBox developer={developer} engine={null} />);
    expect(screen.queryByText('Made With')).toBeNull();
  });
});

describe('showsAdBlock (spec §6)', () => {
  const at = new Date('2026-06-01T00:00:00Z');

  it('shows for guests and non-premium players on games with ads', () => {
    expect(showsAdBlock({ ads_disabled: false }, null, at)).toBe(true);
    expect(showsAdBlock({ ads_disabled: false }, '2026-05-01T00:00:00Z', at)).toBe(true);
  });

  it('never for premium players or on games with ads_disabled', () => {
    expect(showsAdBlock({ ads_disabled: false }, '2026-07-01T00:00:00Z', at)).toBe(false);
    expect(showsAdBlock({ ads_disabled: true }, null, at)).toBe(false);
  });
});
