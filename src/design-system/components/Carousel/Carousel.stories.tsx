import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { CardGrid, GameCard } from '../Card';
import { sampleGames, sceneArt, type SampleGame } from '../Card/storyFixtures';
import { Carousel } from './Carousel';

const meta: Meta = {
  title: 'Design System/Carousel',
  component: Carousel,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

/* ---------- a home-slider-like slide, built by the caller ---------- */

const Hero = styled.div`
  position: relative;
  aspect-ratio: 21 / 9;
  min-height: 260px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Caption = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space[6]};
  bottom: ${({ theme }) => theme.space[6]};
  max-width: min(520px, calc(100% - 2 * ${({ theme }) => theme.space[6]}));
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: color-mix(in srgb, ${({ theme }) => theme.color.bgSunken} 88%, transparent);
  backdrop-filter: blur(12px);
  box-shadow: ${({ theme }) => theme.shadow.lg};

  h3 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }

  a {
    color: ${({ theme }) => theme.color.accentText};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

function HeroSlide({ game, seed }: { game: SampleGame; seed: number }) {
  return (
    <Hero>
      <img src={sceneArt(seed, 1280, 548)} alt="" width={1280} height={548} />
      <Caption>
        <h3>{game.title}</h3>
        <a href={`#/arcade/games?cat=${game.category.slug}`}>{game.category.title}</a>
      </Caption>
    </Hero>
  );
}

const heroGames = sampleGames.slice(0, 4);

const slideName = (canvas: ReturnType<typeof within>) => canvas.getByRole('group', { name: / of 4$/ });

export const HomeSlider: Story = {
  name: 'Home slider: arrows wrap around',
  render: () => (
    <Carousel
      label="Featured games"
      showDots
      items={heroGames}
      getKey={(g) => g.slug}
      renderItem={(game, i) => <HeroSlide game={game} seed={i} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Featured games' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slideName(canvas)).toHaveAccessibleName('1 of 4');
    // Previous from the first wraps to the last (spec §2 Slider).
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(slideName(canvas)).toHaveAccessibleName('4 of 4'));
    await expect(slideName(canvas)).toHaveTextContent('Orbital Golf');
    // Next from the last wraps to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(slideName(canvas)).toHaveAccessibleName('1 of 4'));
    await expect(slideName(canvas)).toHaveTextContent('Starfall Arena');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Left and Right',
  render: () => (
    <Carousel label="Featured games" items={heroGames} renderItem={(game, i) => <HeroSlide game={game} seed={i} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(slideName(canvas)).toHaveAccessibleName('4 of 4'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(slideName(canvas)).toHaveAccessibleName('2 of 4'));
  },
};

export const WithDots: Story = {
  render: () => (
    <Carousel label="Featured games" showDots items={heroGames} renderItem={(game, i) => <HeroSlide game={game} seed={i} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3 of 4' }));
    await waitFor(() => expect(slideName(canvas)).toHaveAccessibleName('3 of 4'));
    await expect(canvas.getByRole('button', { name: 'Go to slide 3 of 4' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Autoplay: Story = {
  name: 'Autoplay with pause control',
  render: () => (
    <Carousel label="Featured games" showDots autoplay={6000} items={heroGames} renderItem={(game, i) => <HeroSlide game={game} seed={i} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = canvas.getByRole('button', { name: 'Pause automatic slide show' });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  },
};

function ControlledDemo({ onIndexChange }: { onIndexChange: (i: number) => void }) {
  const [index, setIndex] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <output aria-label="Current index">{index}</output>
      <Carousel
        label="Featured games"
        index={index}
        onIndexChange={(i) => {
          onIndexChange(i);
          setIndex(i);
        }}
        items={heroGames}
        renderItem={(game, i) => <HeroSlide game={game} seed={i} />}
      />
    </div>
  );
}

export const Controlled: StoryObj<{ onIndexChange: (i: number) => void }> = {
  args: { onIndexChange: fn() },
  render: (args) => <ControlledDemo onIndexChange={args.onIndexChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('status', { name: 'Current index' })).toHaveTextContent('3');
  },
};

/* ---------- the overlay's similar-games carousel: pages of cards, arrows in the bar ---------- */

const pages = [sampleGames.slice(0, 3), sampleGames.slice(3, 6)];

export const SimilarGames: Story = {
  name: 'Similar games: cards, footer controls',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: 32 }}>
      <Carousel
        label="Similar games"
        controls="footer"
        showDots
        items={pages}
        renderItem={(page, p) => (
          <CardGrid columns={3}>
            {page.map((game, i) => (
              <GameCard
                key={game.slug}
                title={game.title}
                href={`#/arcade/games/${game.slug}`}
                image={sceneArt(p * 3 + i)}
                category={{ title: game.category.title, href: `#/arcade/games?cat=${game.category.slug}` }}
                excerpt={game.excerpt}
                views={game.views}
                reviews={game.reviews}
                reactions={game.reactions}
                rating={game.rating ?? null}
                labels={{ newBadge: 'New!' }}
              />
            ))}
          </CardGrid>
        )}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slide = () => canvas.getByRole('group', { name: / of 2$/ });
    await expect(within(slide()).getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(slide()).toHaveAccessibleName('2 of 2'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(slide()).toHaveAccessibleName('1 of 2'));
  },
};

export const SingleSlide: Story = {
  render: () => (
    <Carousel label="Featured games" showDots items={heroGames.slice(0, 1)} renderItem={(game) => <HeroSlide game={game} seed={0} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CustomLabels: Story = {
  render: () => (
    <Carousel
      label="Empfohlene Spiele"
      showDots
      labels={{
        previous: 'Vorherige Folie',
        next: 'Nächste Folie',
        slide: (n, total) => `${n} von ${total}`,
        goTo: (n, total) => `Folie ${n} von ${total}`,
        dots: 'Folie wählen',
      }}
    >
      {heroGames.map((game, i) => (
        <HeroSlide key={game.slug} game={game} seed={i} />
      ))}
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '1 von 4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Folie' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 von 4' })).toBeVisible());
  },
};

/* ---------- phones: the footer bar on one line ---------- */

/** A box's vertical centre. */
const centre = (box: DOMRect) => box.top + box.height / 2;

/** Eight slides (the fixtures have six games: two come round again). */
const eightGames = Array.from({ length: 8 }, (_, i) => sampleGames[i % sampleGames.length] as SampleGame);

/**
 * The home slider's bar (footer arrows, a dot per slide) on a 320-px phone, the narrowest we support:
 * eight dots narrow their targets (44 px wide down to 24 px, still 44 px tall) and stay on one line
 * between the arrows (issue 14).
 */
export const PhoneFooterBar: Story = {
  name: 'Phone (320 px): eight dots on one line',
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <div style={{ padding: 16 }}>
      <Carousel
        label="Featured games"
        controls="footer"
        showDots
        items={eightGames}
        getKey={(_, i) => i}
        renderItem={(game, i) => <HeroSlide game={game} seed={i} />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = within(canvas.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
    await expect(dots).toHaveLength(8);
    const boxes = dots.map((dot) => dot.getBoundingClientRect());
    await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    for (const box of boxes) {
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const arrows = [canvas.getByRole('button', { name: 'Previous slide' }), canvas.getByRole('button', { name: 'Next slide' })];
    // The arrows share the dots' line: the same vertical centre.
    for (const arrow of arrows) await expect(Math.abs(centre(arrow.getBoundingClientRect()) - centre(boxes[0] ?? new DOMRect()))).toBeLessThan(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The narrowed dots still work.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 8 of 8' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: '8 of 8' })).toBeVisible());
  },
};
