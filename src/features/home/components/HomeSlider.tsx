import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { GameCard } from '@/api/schemas';
import { Carousel, Image, ScreenshotThumb } from '@/design-system';
import { track } from '@/lib/analytics';
import { format } from '@/lib/strings';
import { truncate } from '@/lib/text';
import { homeStrings } from '../strings';
import { gameCategoryHref, gameHref } from '@/lib/links';
import { Details, SLIDER_HERO_SIZES, SLIDER_THUMBNAILS, SlideGrid, Thumbs } from './sliderLayout';

export { HomeSliderSkeleton, SLIDER_THUMBNAILS } from './sliderLayout';

/** Slide titles are cut at 40 characters (spec §2 Slider). */
export const SLIDER_TITLE_LIMIT = 40;

const HeroLink = styled(Link)`
  display: block;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;


const CategoryLink = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.minHit};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 14%, transparent);
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 30%, transparent);
    color: ${({ theme }) => theme.color.text};
  }
`;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.color.accentText};
  }
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;


function SliderSlide({ game, position, count }: { game: GameCard; position: number; count: number }) {
  // The original of the hovered or focused thumbnail, shown in the hero (spec §2 Slider).
  const [preview, setPreview] = useState<string | null>(null);
  const thumbnails = game.slides.slice(0, SLIDER_THUMBNAILS);
  const onGameClick = () => track('home_slider_click', { slug: game.slug });
  const title = truncate(game.title, SLIDER_TITLE_LIMIT);

  return (
    <SlideGrid data-testid="home-slide" data-slug={game.slug}>
      <HeroLink to={gameHref(game.slug)} tabIndex={-1} aria-hidden="true" onClick={onGameClick}>
        <Image
          src={preview ?? game.hero}
          alt=""
          aspectRatio="16 / 9"
          radius="lg"
          eager={position === 1}
          variants={preview === null}
          sizes={SLIDER_HERO_SIZES}
          data-testid="home-slide-hero"
        />
      </HeroLink>
      <Details>
        <CategoryLink to={gameCategoryHref(game.category.slug)}>{game.category.title}</CategoryLink>
        <Title>
          <Link to={gameHref(game.slug)} onClick={onGameClick} title={title === game.title ? undefined : game.title}>
            {title}
          </Link>
        </Title>
        <Excerpt>{truncate(game.excerpt, 160)}</Excerpt>
        {thumbnails.length > 0 && (
          <Thumbs aria-label={format(homeStrings.screenshots, { title: game.title })} data-testid="home-slide-thumbnails">
            {thumbnails.map((shot, i) => (
              <li key={`${shot.original ?? ''}-${i}`}>
                <ScreenshotThumb
                  type="button"
                  aria-label={format(homeStrings.screenshot, { position: i + 1, title: game.title })}
                  aria-pressed={preview !== null && preview === shot.original}
                  onMouseEnter={() => setPreview(shot.original)}
                  onMouseLeave={() => setPreview(null)}
                  onFocus={() => setPreview(shot.original)}
                  onBlur={() => setPreview(null)}
                  onClick={() => setPreview(shot.original)}
                >
                  <Image src={shot.thumbnail} alt="" aspectRatio="16 / 9" radius="sm" placeholder="screenshot" />
                </ScreenshotThumb>
              </li>
            ))}
          </Thumbs>
        )}
        <span className="orb-visually-hidden">{format(homeStrings.slide, { position, count })}</span>
      </Details>
    </SlideGrid>
  );
}

/** The homepage slider: server order (random per call), previous/next wrap around (spec §2 Slider). */
export function HomeSlider({ games }: { games: readonly GameCard[] }) {
  return (
    <Carousel
      label={homeStrings.sliderLabel}
      items={games}
      getKey={(game) => game.slug}
      renderItem={(game, i) => <SliderSlide game={game} position={i + 1} count={games.length} />}
      showDots
      controls="footer"
      labels={{
        previous: homeStrings.previous,
        next: homeStrings.next,
        slide: (position, count) => format(homeStrings.slide, { position, count }),
      }}
      data-testid="home-slider"
    />
  );
}

