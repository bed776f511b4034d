import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Card, CardLink } from './Card';
import { CardGrid } from './CardGrid';
import { GameCard, type GameCardProps } from './GameCard';
import { GameCardSkeleton } from './GameCardSkeleton';
import type { RenderLink } from './renderLink';

const base: GameCardProps = {
  title: 'Starfall Arena',
  href: '/arcade/games/starfall-arena',
  image: '/img/starfall.png',
  category: { title: 'Action', href: '/arcade/games?cat=action' },
  excerpt: 'Dodge meteors.',
  views: 128_400,
  reviews: 342,
  reactions: 2_150,
  labels: { newBadge: 'New!' },
};

const hashLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={`#${href}`} {...rest}>
    {children}
  </a>
);

describe('Card', () => {
  it('renders a static surface as the requested element and passes aria attributes through', () => {
    renderWithTheme(
      <Card as="section" aria-label="Balance">
        120 coins
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('120 coins');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('with href is one link whose name is its content, rendered through renderLink', () => {
    const renderLink = vi.fn<RenderLink>(({ href, children, ...rest }) => (
      <a data-router="" href={`/app${href}`} {...rest}>
        {children}
      </a>
    ));
    renderWithTheme(
      <Card href="/market" renderLink={renderLink}>
        Shop
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('href', '/app/market');
    expect(link).toHaveAttribute('data-router');
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/market' }));
  });

  it('CardLink renders a plain <a> by default', () => {
    renderWithTheme(
      <Card interactive>
        <CardLink href="/blog">Blog</CardLink>
      </Card>,
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });
});

describe('GameCard', () => {
  it('is an article headed by a link to the game, with the category as its own link', () => {
    renderWithTheme(<GameCard {...base} />);
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 3, name: 'Starfall Arena' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/arcade/games/starfall-arena');
    expect(within(article).getByRole('link', { name: 'Action' })).toHaveAttribute('href', '/arcade/games?cat=action');
    expect(within(article).getAllByRole('link')).toHaveLength(2);
  });

  it('uses the configured heading level', () => {
    renderWithTheme(<GameCard {...base} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Starfall Arena' })).toBeInTheDocument();
  });

  it('routes both links through renderLink', () => {
    renderWithTheme(<GameCard {...base} renderLink={hashLink} />);
    expect(screen.getByRole('link', { name: 'Starfall Arena' })).toHaveAttribute('href', '#/arcade/games/starfall-arena');
    expect(screen.getByRole('link', { name: 'Action' })).toHaveAttribute('href', '#/arcade/games?cat=action');
  });

  it('category links stay clickable independently of the card link', async () => {
    const clicks: string[] = [];
    const renderLink: RenderLink = ({ href, children, ...rest }) => (
      <a
        href={href}
        {...rest}
        onClick={(e) => {
          e.preventDefault();
          clicks.push(href);
        }}
      >
        {children}
      </a>
    );
    renderWithTheme(<GameCard {...base} renderLink={renderLink} />);
    await userEvent.click(screen.getByRole('link', { name: 'Action' }));
    await userEvent.click(screen.getByRole('link', { name: 'Starfall Arena' }));
    expect(clicks).toEqual(['/arcade/games?cat=action', '/arcade/games/starfall-arena']);
  });

  it('cuts the excerpt to 80 characters (spec §9)', () => {
    const long = 'A'.repeat(120);
    renderWithTheme(<GameCard {...base} excerpt={long} />);
    const text = `${'A'.repeat(76)} ...`;
    expect(text).toHaveLength(80);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('keeps an excerpt of exactly 80 characters whole', () => {
    const exact = 'B'.repeat(80);
    renderWithTheme(<GameCard {...base} excerpt={exact} />);
    expect(screen.getByText(exact)).toBeInTheDocument();
  });

  it("shows 'New!' instead of the view count below 1000 views (spec §9)", () => {
    renderWithTheme(<GameCard {...base} views={999} />);
    expect(screen.getByText('New!')).toBeInTheDocument();
    expect(screen.queryByText('999')).not.toBeInTheDocument();
    expect(screen.queryByText('999 views')).not.toBeInTheDocument();
  });

  it('shows the humanized view count from 1000 views on', () => {
    const { unmount } = renderWithTheme(<GameCard {...base} views={1000} />);
    expect(screen.queryByText('New!')).not.toBeInTheDocument();
    expect(screen.getByText('1k')).toBeInTheDocument();
    expect(screen.getByText('1k views')).toBeInTheDocument();
    unmount();
    renderWithTheme(<GameCard {...base} views={128_400} />);
    expect(screen.getByText('128.4k')).toBeInTheDocument();
  });

  it('hides zero review and reaction stats unless forced (spec §9)', () => {
    const { unmount } = renderWithTheme(<GameCard {...base} reviews={0} reactions={0} />);
    expect(screen.queryByText(/reviews/)).not.toBeInTheDocument();
    expect(screen.queryByText(/reactions/)).not.toBeInTheDocument();
    unmount();

    renderWithTheme(<GameCard {...base} reviews={0} reactions={0} forceStats />);
    expect(screen.getByText('0 reviews')).toBeInTheDocument();
    expect(screen.getByText('0 reactions')).toBeInTheDocument();
  });

  it('shows non-zero review and reaction stats humanized', () => {
    renderWithTheme(<GameCard {...base} reviews={342} reactions={2_160} />);
    expect(screen.getByText('342 reviews')).toBeInTheDocument();
    expect(screen.getByText('2.2k reactions')).toBeInTheDocument();
  });

  it('shows the rating only when given, and stat labels can be replaced', () => {
    const { unmount } = renderWithTheme(<GameCard {...base} />);
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    unmount();
    renderWithTheme(
      <GameCard {...base} rating={4.25} labels={{ newBadge: 'Neu!', rating: (v) => `${v} Sterne`, views: (v) => `${v} Aufrufe` }} />,
    );
    expect(screen.getByText('4.3 Sterne')).toBeInTheDocument();
    expect(screen.getByText('128.4k Aufrufe')).toBeInTheDocument();
  });

  it('falls back to a placeholder when the image is missing or fails, and retries a new URL', () => {
    const { container, rerender } = renderWithTheme(<GameCard {...base} image={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).not.toBeNull();

    rerender(<GameCard {...base} image="/img/broken.png" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).not.toBeNull();

    rerender(<GameCard {...base} image="/img/other.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/other.png');
  });

  it('renders badges and passes aria attributes through', () => {
    renderWithTheme(<GameCard {...base} badges={<span>Sale</span>} aria-describedby="hint" />);
    expect(screen.getByText('Sale')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-describedby', 'hint');
  });

  it('without a category renders no category link', () => {
    renderWithTheme(<GameCard {...base} category={null} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('GameCardSkeleton', () => {
  it('is hidden from assistive tech and has no links', () => {
    const { container } = renderWithTheme(<GameCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { hidden: true })).not.toBeInTheDocument();
  });
});

describe('CardGrid', () => {
  it('renders a list with one item per child and reflects busy', () => {
    renderWithTheme(
      <CardGrid aria-label="Newest Games" busy>
        <GameCard {...base} />
        <GameCard {...base} title="Neon Drift" />
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Newest Games' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(Array.from(list.children).map((li) => li.tagName)).toEqual(['LI', 'LI']);
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it('renders plain containers when list is false', () => {
    renderWithTheme(
      <CardGrid list={false}>
        <Card>One</Card>
      </CardGrid>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('One')).toBeInTheDocument();
  });
});
