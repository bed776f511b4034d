import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { ArticleFirstScreen, BlogIndexFirstScreen } from '../src/features/blog/FirstScreen';
import { DeveloperFirstScreen } from '../src/features/developers/FirstScreen';
import { CatalogItemFirstScreen, GameIndexFirstScreen, TagFirstScreen } from '../src/features/games/FirstScreen';
import { GamePageSkeleton } from '../src/features/games/game-page/GamePageSkeleton';
import { HelpFirstScreen } from '../src/features/help/FirstScreen';
import { SearchFirstScreen } from '../src/features/search/FirstScreen';
import { HomeFirstScreen } from '../src/features/home/FirstScreen';
import { SdkDocsFirstScreen } from '../src/features/sdk-docs/FirstScreen';
import { MarketFirstScreen } from '../src/features/market/FirstScreen';

/*
 * Each prerendered route's first screen (its hydrate fallback, ADR 0012): what a player sees before the
 * app's scripts have run, once the early-data script has filled it from the route's first answer. The
 * play functions fill it as the script does (an image for each early image, a text for each early text),
 * and check that what is filled shows; the test-runner's axe run covers each.
 */

/** A local 16:9 picture, as the early-data script would take from the route's data. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#3b2f8f"/><circle cx="112" cy="36" r="18" fill="#f5c542"/></svg>',
)}`;

const TEXTS: Record<string, string> = {
  'developer.name': 'Orbital Labs',
  'developer.description': 'Orbital Labs is the studio behind the Orbital platform samples. We build fast, social WebXR games.',
  'game.title': 'Starfall Arena',
  'game.excerpt': 'Defend the station from waves of drones, on your phone, your laptop or in VR.',
  // The address's text (a search), which the script writes from the query string.
  '?query': 'star',
};

/** What scripts/early-data.js does with the route's first answer; returns what it filled. */
function fillAsTheScript(root: HTMLElement) {
  const images = [...root.querySelectorAll<HTMLImageElement>('img[data-early-image]')];
  for (const img of images) img.src = PICTURE;
  const texts = [...root.querySelectorAll<HTMLElement>('[data-early-text]')];
  for (const element of texts) element.textContent = TEXTS[element.dataset.earlyText ?? ''] ?? 'Text from the API';
  return { images, texts };
}

const meta = {
  title: 'Pages/First screens (before the app)',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The play function of a first screen whose largest element is `largest`: announced as loading, filled as
 * the script leaves it, and what was filled shows. (Each story spells `play` out: the test-runner finds
 * play functions by reading the story objects.)
 */
function playFilled(largest: 'image' | 'text' | 'content'): Story['play'] {
  return async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    const { images, texts } = fillAsTheScript(canvasElement);
    if (largest === 'image') {
      await expect(images.length).toBeGreaterThan(0);
      // The first (eager) one is the first screen's largest image: it shows, in its frame.
      await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
      await expect(getComputedStyle(images[0]!).visibility).toBe('visible');
      await expect(images[0]!.getBoundingClientRect().width).toBeGreaterThan(0);
    } else if (largest === 'text') {
      await expect(texts.length).toBeGreaterThan(0);
      for (const element of texts) await expect(element).toBeVisible();
    } else {
      await expect(canvasElement.querySelector('[data-early-content]')).not.toBeNull();
    }
  };
}

export const Home: Story = { render: () => <HomeFirstScreen />, play: playFilled('image') };
export const GameIndex: Story = { render: () => <GameIndexFirstScreen />, play: playFilled('image') };
export const Tag: Story = { render: () => <TagFirstScreen />, play: playFilled('image') };
export const CatalogItem: Story = { render: () => <CatalogItemFirstScreen />, play: playFilled('image') };
export const Article: Story = { render: () => <ArticleFirstScreen />, play: playFilled('image') };
export const BlogIndex: Story = { render: () => <BlogIndexFirstScreen />, play: playFilled('image') };
export const Developer: Story = { render: () => <DeveloperFirstScreen />, play: playFilled('text') };
export const SdkDocs: Story = { render: () => <SdkDocsFirstScreen />, play: playFilled('content') };

/**
 * The game page's first screen is its skeleton (the route's hydrate fallback): the script fills the title,
 * the excerpt and the stage's poster, and starts the game's frame in the stage's slot, which the page
 * then takes over (earlyFrame.ts). Here the frame is a local page standing in for the game.
 */
export const GamePage: Story = {
  render: () => <GamePageSkeleton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('game-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading game...');
    const { images, texts } = fillAsTheScript(canvasElement);
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(getComputedStyle(images[0]!).visibility).toBe('visible');
    for (const element of texts) await expect(element).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Starfall Arena');
    const slot = canvasElement.querySelector<HTMLElement>('[data-early-frame]');
    const frame = document.createElement('iframe');
    frame.title = 'Starfall Arena (game)';
    frame.src = 'about:blank';
    slot?.append(frame);
    // The frame covers the stage (inside its border), over the poster.
    const stage = canvas.getByTestId('game-stage-skeleton');
    const box = frame.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([stage.clientWidth, stage.clientHeight]);
  },
};

/**
 * The help centre's first screen is the index as a guest sees it before the session check has answered
 * (all in the HTML): the guest note's line is kept, unseen, so the cards do not move when it shows.
 */
export const HelpCentre: Story = {
  render: () => (
    <MemoryRouter>
      <HelpFirstScreen />
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-early-content]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Help Centre');
    await expect(canvas.getByRole('heading', { name: "I'm new here" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(canvas.getByText('You are not signed in. Log in to see help for your account.')).not.toBeVisible();
  },
};

/**
 * The same HTML in a tab with a cached session (or at ?view=contact): the early-data script marks the
 * document, and the guest's index stays unseen (its room kept) until the app draws the player's own page.
 */
export const HelpCentreSignedIn: Story = {
  render: () => (
    <MemoryRouter>
      <HelpFirstScreen />
    </MemoryRouter>
  ),
  beforeEach: () => {
    document.documentElement.setAttribute('data-early-session', '');
    return () => document.documentElement.removeAttribute('data-early-session');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // Out of the accessibility tree while unseen: found by their text.
    await expect(canvas.getByText("I'm new here")).not.toBeVisible();
    await expect(canvas.getByText('Log In')).not.toBeVisible();
  },
};

/**
 * The search page's first screen for an address the early-data script could fill in (it marks the
 * document): the heading's text from the address, each game card's image from the answer. For any other
 * address the page's room stays empty until the app draws it.
 */
export const Search: Story = {
  render: () => <SearchFirstScreen />,
  beforeEach: () => {
    document.documentElement.setAttribute('data-early-address', '');
    return () => document.documentElement.removeAttribute('data-early-address');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { images } = fillAsTheScript(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “star”');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(getComputedStyle(images[0]!).visibility).toBe('visible');
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

/**
 * The shop's first screen is the page as it is before the session check has answered (all in the HTML):
 * its heading and intro, the balance and premium panels with the offer's text, the session's parts as
 * skeletons. Another /market address gets the plain skeleton.
 */
export const Shop: Story = {
  render: () => (
    <MemoryRouter initialEntries={['/market']}>
      <MarketFirstScreen />
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-early-content]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Shop');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Premium' })).toBeVisible();
    await expect(canvas.getByText('Premium is not renewed automatically: nothing is charged unless you buy another month.')).toBeVisible();
    // The visitor's notices hold their room (a visitor's panels do not grow when they show), unseen and out
    // of reach: no 'Login' to find, focus or read before the session check has answered.
    const unseen = canvas.getByText('Please login or register to remove ads.');
    await expect(unseen).not.toBeVisible();
    await expect(unseen.closest('[inert]')).not.toBeNull();
    await expect(canvas.queryAllByRole('button', { name: 'Login' })).toHaveLength(0);
  },
};
