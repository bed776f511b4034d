import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Card, CardLink } from './Card';
import { CardGrid } from './CardGrid';
import { GameCard, type GameCardProps } from './GameCard';
import { GameCardSkeleton } from './GameCardSkeleton';
import { sampleGames, sceneArt, type SampleGame } from './storyFixtures';

const meta: Meta = {
  title: 'Design System/Card',
  component: Card,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

// Stories link to hashes, so a click in a play function never navigates the preview away.
const toProps = (game: SampleGame, i: number): GameCardProps => ({
  title: game.title,
  href: `#/arcade/games/${game.slug}`,
  image: sceneArt(i),
  category: { title: game.category.title, href: `#/arcade/games?cat=${game.category.slug}` },
  excerpt: game.excerpt,
  views: game.views,
  reviews: game.reviews,
  reactions: game.reactions,
  rating: game.rating ?? null,
  labels: { newBadge: 'New!' },
});

const starfall = toProps(sampleGames[0] as SampleGame, 0);

/** One card at a typical grid-cell width. */
const Cell = styled.div`
  display: grid;
  width: min(100%, 320px);
`;

const DemoBadge = styled.span<{ $tone: 'sale' | 'premium' }>`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => ($tone === 'sale' ? theme.color.dangerStrong : theme.color.premium)};
  color: ${({ theme, $tone }) => ($tone === 'sale' ? theme.color.textOnAccent : theme.color.bgSunken)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/* ---------- Card (the surface) ---------- */

export const StaticSurface: Story = {
  render: () => (
    <Cell>
      <Card as="section" aria-label="Balance">
        <strong>120 coins</strong>
        <p>Static surfaces do not react to the pointer.</p>
      </Card>
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Balance' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Paddings: Story = {
  render: () => (
    <CardGrid list={false} density="compact">
      {(['none', 'sm', 'md', 'lg'] as const).map((p) => (
        <Card key={p} padding={p}>
          padding {p}
        </Card>
      ))}
    </CardGrid>
  ),
};

export const LinkSurface: Story = {
  render: () => (
    <Cell>
      <Card href="#/market">
        <strong>Shop</strong>
        <p>The whole surface is one link.</p>
      </Card>
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Shop/ });
    await expect(link).toHaveAttribute('href', '#/market');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const InteractiveWithStretchedLink: Story = {
  render: () => (
    <Cell>
      <Card interactive as="article">
        <h3>
          <CardLink href="#/blog/article/welcome-to-orbital">Welcome to Orbital</CardLink>
        </h3>
        <p>Hover anywhere on the card: it lifts and glows, and the click goes to the title link.</p>
      </Card>
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome to Orbital' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Welcome to Orbital' })).toHaveAttribute(
      'href',
      '#/blog/article/welcome-to-orbital',
    );
  },
};

/* ---------- GameCard ---------- */

export const GameCardDefault: Story = {
  render: () => (
    <Cell>
      <GameCard {...starfall} />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Starfall Arena' });
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', '#/arcade/games/starfall-arena');
    await expect(canvas.getByRole('link', { name: 'Action' })).toHaveAttribute('href', '#/arcade/games?cat=action');
    await expect(canvas.getByText('128.4k')).toBeVisible();
    await expect(canvas.getByText('342 reviews')).toBeInTheDocument();
    await expect(canvas.getByText('Rated 4.6 out of 5')).toBeInTheDocument();
  },
};

export const GameCardNew: Story = {
  name: "GameCard: under 1000 views shows 'New!'",
  render: () => (
    <Cell>
      <GameCard {...toProps(sampleGames[2] as SampleGame, 2)} />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New!')).toBeVisible();
    await expect(canvas.queryByText('640')).toBeNull();
    // Zero reviews and reactions are hidden.
    await expect(canvas.queryByText(/reviews$/)).toBeNull();
    await expect(canvas.queryByText(/reactions$/)).toBeNull();
  },
};

export const GameCardForcedStats: Story = {
  render: () => (
    <Cell>
      <GameCard {...toProps(sampleGames[2] as SampleGame, 2)} forceStats />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 reviews')).toBeInTheDocument();
    await expect(canvas.getByText('0 reactions')).toBeInTheDocument();
  },
};

export const GameCardWithBadges: Story = {
  render: () => (
    <Cell>
      <GameCard
        {...toProps(sampleGames[5] as SampleGame, 5)}
        badges={
          <>
            <DemoBadge $tone="premium">Featured</DemoBadge>
            <DemoBadge $tone="sale">-30%</DemoBadge>
          </>
        }
      />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-30%')).toBeVisible();
  },
};

export const GameCardNoImage: Story = {
  render: () => (
    <Cell>
      <GameCard {...starfall} image={null} />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull();
  },
};

export const GameCardBrokenImage: Story = {
  render: () => (
    <Cell>
      <GameCard {...starfall} image="data:image/png;base64,bm90LWFuLWltYWdl" />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const GameCardLongText: Story = {
  render: () => (
    <Cell>
      <GameCard
        {...toProps(sampleGames[3] as SampleGame, 3)}
        excerpt="Sink putts across planets with wildly different gravity, bank shots off moons and ride solar winds to the hole."
      />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    // 80 characters at most: 76 kept plus ' ...' (spec §9).
    const text = 'Sink putts across planets with wildly different gravity, bank shots off moon ...';
    await expect(within(canvasElement).getByText(text)).toBeInTheDocument();
    await expect(text).toHaveLength(80);
  },
};

export const GameCardNoCategory: Story = {
  render: () => (
    <Cell>
      <GameCard {...starfall} category={null} excerpt={null} />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const GameCardHeadingLevel2: Story = {
  render: () => (
    <Cell>
      <GameCard {...starfall} headingLevel={2} />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Starfall Arena' })).toBeVisible();
  },
};

export const GameCardKeyboardFocus: Story = {
  render: () => (
    <Cell>
      <GameCard {...starfall} />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Action' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Starfall Arena' })).toHaveFocus();
  },
};

export const GameCardSkeletonState: Story = {
  name: 'GameCard: loading skeleton',
  render: () => (
    <Cell>
      <GameCardSkeleton />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-skeleton]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const GameCardSkeletonEarlyImage: Story = {
  name: 'GameCard: skeleton of a prerendered first screen (image filled by the early-data script)',
  render: () => (
    <Cell>
      <GameCardSkeleton earlyImage={{ from: 'pagination.items.0.hero' }} />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector<HTMLImageElement>('img[data-early-image="pagination.items.0.hero"]')!;
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    // What scripts/early-data.js does with the route's first answer: the card's 16:9 media shows it.
    img.src = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#3b2a7a"/></svg>')}`;
    await expect(getComputedStyle(img).visibility).toBe('visible');
    const box = img.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 9)).toBe(16);
  },
};

/* ---------- CardGrid ---------- */

export const GameGrid: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: 32 }}>
      <CardGrid aria-label="Newest Games">
        {sampleGames.map((game, i) => (
          <GameCard key={game.slug} {...toProps(game, i)} />
        ))}
      </CardGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Newest Games' });
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
  },
};

export const TwoColumnGrid: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: 32 }}>
      <CardGrid columns={2} aria-label="Tag: VR">
        {sampleGames.slice(0, 4).map((game, i) => (
          <GameCard key={game.slug} {...toProps(game, i)} headingLevel={2} />
        ))}
      </CardGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tag: VR' });
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(window.innerWidth >= 768 ? 2 : 1);
  },
};

export const ThreeColumnGrid: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: 32 }}>
      <CardGrid columns={3} aria-label="More from Orbital Labs">
        {sampleGames.slice(0, 3).map((game, i) => (
          <GameCard key={game.slug} {...toProps(game, i)} />
        ))}
      </CardGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'More from Orbital Labs' });
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    const expected = window.innerWidth >= 1024 ? 3 : window.innerWidth >= 768 ? 2 : 1;
    await expect(columns).toBe(expected);
  },
};

export const CompactDensity: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: 32 }}>
      <CardGrid density="compact" aria-label="Similar games">
        {sampleGames.map((game, i) => (
          <GameCard key={game.slug} {...toProps(game, i)} />
        ))}
      </CardGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Similar games' });
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
  },
};

export const LoadingGrid: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: 32 }}>
      <CardGrid aria-label="Most Popular Games" busy>
        {sampleGames.slice(0, 2).map((game, i) => (
          <GameCard key={game.slug} {...toProps(game, i)} />
        ))}
        <GameCardSkeleton />
        <GameCardSkeleton />
      </CardGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Most Popular Games' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
  },
};

/** Side by side and top-aligned, so each keeps its own height: the skeleton must match the card. */
const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 300px);
  align-items: start;
  gap: ${({ theme }) => theme.space[6]};
`;

export const SkeletonMatchesCard: Story = {
  render: () => (
    <SideBySide>
      <GameCard {...starfall} />
      <GameCardSkeleton />
    </SideBySide>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const skeleton = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    const cardHeight = card.getBoundingClientRect().height;
    const skeletonHeight = skeleton.getBoundingClientRect().height;
    await expect(Math.abs(cardHeight - skeletonHeight)).toBeLessThan(2);
  },
};
