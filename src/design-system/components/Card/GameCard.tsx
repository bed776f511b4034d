import { useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { humanizeNumber } from '../../../lib/numbers';
import { truncate } from '../../../lib/text';
import { Icon, type IconName } from '../../icons';
import type { ColorToken } from '../../tokens';
import { Card, CardInnerLink, CardLink } from './Card';
import { Body, chipHeight, statsHeight } from './gameCardParts';
import type { RenderLink } from './renderLink';

/** Card excerpts are cut at 80 characters (spec §9). */
export const GAME_CARD_EXCERPT_LIMIT = 80;
/** Below this many views a card shows the 'new' label instead of the count (spec §9). */
export const NEW_GAME_VIEWS_THRESHOLD = 1000;

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface GameCardLabels {
  /** Shown instead of the view count below 1000 views; callers pass the spec's 'New!'. */
  newBadge: string;
  /** Screen-reader text for each stat, given the humanized value. English defaults. */
  views?: (value: string) => string;
  reviews?: (value: string) => string;
  reactions?: (value: string) => string;
  rating?: (value: string) => string;
}

export interface GameCardCategory {
  title: string;
  href: string;
}

export interface GameCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  title: string;
  href: string;
  /** Hero image URL; a missing or broken one falls back to a placeholder. */
  image?: string | null;
  /** Alternative text; empty by default because the title right below names the card. */
  imageAlt?: string;
  /** The game's category (spec §3: 'On cards the category appears as category (slug, title)'). */
  category?: GameCardCategory | null;
  /** Cut to 80 characters here, so callers pass the full text. */
  excerpt?: string | null;
  views: number;
  reviews?: number;
  reactions?: number;
  /** Overall rating out of 5, shown when given. */
  rating?: number | null;
  /** Badges shown over the image's top-right corner (e.g. sale, premium). */
  badges?: ReactNode;
  /** Show review and reaction stats even when they are zero. */
  forceStats?: boolean;
  labels: GameCardLabels;
  headingLevel?: HeadingLevel;
  renderLink?: RenderLink;
}

const defaultStatLabels = {
  views: (v: string) => `${v} views`,
  reviews: (v: string) => `${v} reviews`,
  reactions: (v: string) => `${v} reactions`,
  rating: (v: string) => `Rated ${v} out of 5`,
} satisfies Required<Omit<GameCardLabels, 'newBadge'>>;

/* ---------- media ---------- */

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};

  /* Fade the picture into the card so the text block reads as part of the same object. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    background: linear-gradient(to top, ${({ theme }) => theme.color.surface} 0%, transparent 38%);
  }
`;

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  transition: transform ${({ theme }) => theme.duration.base * 2}ms ${({ theme }) => theme.easing.standard};

  article:hover &,
  article:focus-within & {
    transform: scale(1.05);
  }

  ${({ theme }) => theme.mq.reducedMotion} {
    article:hover &,
    article:focus-within & {
      transform: none;
    }
  }
`;

const Placeholder = styled.div`
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  background:
    radial-gradient(120% 90% at 15% 10%, color-mix(in srgb, ${({ theme }) => theme.color.accent} 45%, transparent), transparent 60%),
    radial-gradient(90% 80% at 95% 100%, color-mix(in srgb, ${({ theme }) => theme.color.highlight} 28%, transparent), transparent 60%),
    ${({ theme }) => theme.color.surfaceStrong};

  svg {
    width: 40%;
    height: 40%;
    opacity: 0.35;
  }
`;

const BadgeSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  /* Above the image, but clicks fall through to the card's link. */
  pointer-events: none;
`;

/** A 16:9 hero with a local placeholder when the URL is missing or fails to load. */
function GameCardMedia({ image, alt }: { image?: string | null | undefined; alt: string }) {
  // Remember which URL failed, so a new URL gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = image && image !== failedSrc ? image : null;
  if (!usable) {
    return (
      <Placeholder data-placeholder="" aria-hidden="true">
        <Icon name="gamepad" tone="inherit" />
      </Placeholder>
    );
  }
  return (
    <Img
      src={usable}
      alt={alt}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(usable)}
    />
  );
}

/* ---------- body ---------- */


const CategoryLink = styled(CardInnerLink)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${chipHeight};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.accent} 45%, transparent);
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
  transition: background-color ${({ theme }) => theme.duration.fast}ms, color ${({ theme }) => theme.duration.fast}ms;

  /* A laser pointer needs 44 px: grow the hit area without growing the chip. */
  &::before {
    content: '';
    position: absolute;
    inset: -8px -4px;
  }

  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 30%, transparent);
    color: ${({ theme }) => theme.color.text};
  }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Rating = styled.p`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.premiumSoft};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

/* Keeps the title at the same height when a game has no category. */
const ChipSpacer = styled.div`
  min-height: ${chipHeight};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  letter-spacing: -0.01em;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  /* Two lines are always reserved so a row of cards lines up, text or not. */
  min-height: calc(2 * ${({ theme }) => theme.lineHeight.normal} * ${({ theme }) => theme.fontSize.sm});
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;


const Stats = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space[3]} 0 0;
  list-style: none;
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 70%, transparent);
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Stat = styled.li`
  display: inline-flex;
  align-items: center;
  min-height: ${statsHeight};
  gap: ${({ theme }) => theme.space[1]};

  strong {
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const NewPill = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${statsHeight};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.color.highlight} 14%, transparent);
  color: ${({ theme }) => theme.color.highlight};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.02em;
`;

function StatItem({ icon, tone, value, label }: { icon: IconName; tone: 'default' | ColorToken; value: string; label: string }) {
  return (
    <Stat>
      <Icon name={icon} size="sm" tone={tone} />
      <strong aria-hidden="true">{value}</strong>
      <span className="orb-visually-hidden">{label}</span>
    </Stat>
  );
}

/**
 * A game in a grid: hero, category chip, title, excerpt and stats. The title link covers the
 * whole card; the category link stays clickable on its own. Pure presentation: pass plain data.
 */
export function GameCard({
  title,
  href,
  image,
  imageAlt = '',
  category,
  excerpt,
  views,
  reviews = 0,
  reactions = 0,
  rating,
  badges,
  forceStats = false,
  labels,
  headingLevel = 3,
  renderLink,
  ...rest
}: GameCardProps) {
  const statLabels = { ...defaultStatLabels, ...labels };
  const isNew = views < NEW_GAME_VIEWS_THRESHOLD;
  const showReviews = forceStats || reviews !== 0;
  const showReactions = forceStats || reactions !== 0;
  const ratingText = rating != null && Number.isFinite(rating) ? rating.toFixed(1) : null;

  return (
    <Card as="article" interactive padding="none" {...rest}>
      <Media>
        <GameCardMedia image={image} alt={imageAlt} />
        {badges && <BadgeSlot>{badges}</BadgeSlot>}
      </Media>
      <Body>
        <TopRow>
          {category ? (
            <CategoryLink href={category.href} renderLink={renderLink}>
              {category.title}
            </CategoryLink>
          ) : (
            <ChipSpacer aria-hidden="true" />
          )}
          {ratingText && (
            <Rating>
              <Icon name="star" size="sm" tone="premium" />
              <strong aria-hidden="true">{ratingText}</strong>
              <span className="orb-visually-hidden">{statLabels.rating(ratingText)}</span>
            </Rating>
          )}
        </TopRow>
        <Title as={`h${headingLevel}` as const}>
          <CardLink href={href} renderLink={renderLink}>
            {title}
          </CardLink>
        </Title>
        <Excerpt>{excerpt ? truncate(excerpt, GAME_CARD_EXCERPT_LIMIT) : null}</Excerpt>
        <Stats>
          {isNew ? (
            <NewPill>
              <Icon name="new" size="sm" tone="inherit" />
              {labels.newBadge}
            </NewPill>
          ) : (
            <StatItem icon="eye" tone="default" value={humanizeNumber(views)} label={statLabels.views(humanizeNumber(views))} />
          )}
          {showReactions && (
            <StatItem icon="love" tone="default" value={humanizeNumber(reactions)} label={statLabels.reactions(humanizeNumber(reactions))} />
          )}
          {showReviews && (
            <StatItem icon="chat" tone="default" value={humanizeNumber(reviews)} label={statLabels.reviews(humanizeNumber(reviews))} />
          )}
        </Stats>
      </Body>
    </Card>
  );
}
