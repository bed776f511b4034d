import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { type DefaultTheme } from 'styled-components';
import type { Genre } from '@/api/schemas';
import { Card, CardGrid, CardLink, GameCardSkeleton, Section, SectionHeader, SectionTitle, Skeleton } from '@/design-system';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { homeStrings } from '../strings';
import { genreHref, genreImagePath, slugHue } from './links';
import { renderRouterLink } from '@/lib/routerLink';

/** How many placeholders each list shows while loading (the mock and the API send 8 games). */
export const GAME_SKELETONS = 8;
export const GENRE_SKELETONS = 8;
export const ARTICLE_SKELETONS = 3;
/** Article excerpts on the homepage. */
export const ARTICLE_EXCERPT_LIMIT = 120;

/* ---------- section frame ---------- */

export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;
  transition: border-color ${({ theme }) => theme.duration.fast}ms, background-color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
    background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 14%, transparent);
  }
`;

export const EmptyText = styled.p`
  padding: ${({ theme }) => theme.space[6]} 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface HomeSectionProps {
  title: string;
  /** The link at the end of the header ('View All Games', 'Go to Blog'). */
  action?: { label: string; href: string };
  testId: string;
  children: ReactNode;
}

export function HomeSection({ title, action, testId, children }: HomeSectionProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id} data-testid={testId}>
      <SectionHeader divided>
        <SectionTitle id={id}>{title}</SectionTitle>
        {action && (
          <ActionLink to={action.href}>{action.label}</ActionLink>
        )}
      </SectionHeader>
      {children}
    </Section>
  );
}

/* ---------- games ---------- */

export function GameGridSkeleton() {
  return (
    <CardGrid density="compact" busy list={false}>
      {Array.from({ length: GAME_SKELETONS }, (_, i) => (
        <GameCardSkeleton key={i} />
      ))}
    </CardGrid>
  );
}

/* ---------- genres ---------- */

/*
 * Phones (below the small breakpoint) get a compact two-column grid of tiles, the art a square
 * thumbnail beside the title, so ten genres take about 350 px instead of one 250-px card per row
 * (issue 14). Wider screens keep the cards with the art on top. Tab order is the visual order.
 */
const phone = ({ theme }: { theme: DefaultTheme }) => `@media (width < ${theme.breakpoints.sm}px)`;

const GenreList = styled(CardGrid)`
  ${phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const GenreCard = styled(Card)`
  ${phone} {
    flex-direction: row;
    align-items: center;
  }
`;

/** The art's frame: 16:9 on top of the card, a square thumbnail on phones (the skeleton uses it too). */
const GenreMediaFrame = styled.div`
  position: relative;
  display: grid;
  aspect-ratio: 16 / 9;
  overflow: hidden;

  ${phone} {
    flex: none;
    width: 3.5rem;
    aspect-ratio: 1;
  }
`;

const GenreMedia = styled(GenreMediaFrame)<{ $hue: number }>`
  /* Art generated from the slug: shows while the image loads and stays when there is none. */
  background:
    radial-gradient(120% 90% at 15% 10%, hsl(${({ $hue }) => $hue} 80% 55% / 0.55), transparent 60%),
    radial-gradient(90% 80% at 95% 100%, hsl(${({ $hue }) => ($hue + 140) % 360} 80% 50% / 0.4), transparent 60%),
    ${({ theme }) => theme.color.surfaceStrong};

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const GenreBody = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.size.minHit};

  ${phone} {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }
`;

const GenreTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;

  ${phone} {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** The genre's image derived from its slug, over generated art that stays when the file is missing. */
function GenreArt({ slug }: { slug: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <GenreMedia $hue={slugHue(slug)} data-genre-art={slug}>
      {!failed && <img src={genreImagePath(slug)} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />}
    </GenreMedia>
  );
}

export function GenreGrid({ genres }: { genres: readonly Genre[] }) {
  if (genres.length === 0) return <EmptyText>{commonStrings.empty.categories}</EmptyText>;
  return (
    <GenreList density="compact" data-testid="home-genres">
      {genres.map((genre) => (
        <GenreCard forwardedAs="article" interactive padding="none" key={genre.slug}>
          <GenreArt slug={genre.slug} />
          <GenreBody>
            <GenreTitle>
              <CardLink
                href={genreHref(genre.slug)}
                renderLink={renderRouterLink}
                aria-label={format(homeStrings.browseCategory, { title: genre.title })}
              >
                {genre.title}
              </CardLink>
            </GenreTitle>
          </GenreBody>
        </GenreCard>
      ))}
    </GenreList>
  );
}

export function GenreGridSkeleton() {
  return (
    <GenreList density="compact" busy list={false}>
      {Array.from({ length: GENRE_SKELETONS }, (_, i) => (
        <GenreCard padding="none" key={i} aria-hidden="true">
          <GenreMediaFrame>
            <Skeleton height="100%" radius="sm" />
          </GenreMediaFrame>
          <GenreBody>
            <Skeleton shape="text" width="60%" />
          </GenreBody>
        </GenreCard>
      ))}
    </GenreList>
  );
}

/* ---------- articles ---------- */

export const ArticleBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

export function ArticleGridSkeleton() {
  return (
    <CardGrid density="comfortable" busy list={false}>
      {Array.from({ length: ARTICLE_SKELETONS }, (_, i) => (
        <Card as="div" padding="none" key={i} aria-hidden="true">
          <Skeleton aspectRatio="16 / 9" />
          <ArticleBody>
            <Skeleton shape="text" width="40%" />
            <Skeleton shape="text" width="80%" />
            <Skeleton shape="text" lines={2} />
          </ArticleBody>
        </Card>
      ))}
    </CardGrid>
  );
}
