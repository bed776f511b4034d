import { useId } from 'react';
import styled from 'styled-components';
import type { Game } from '@/api/schemas/game';
import { Icon, ScreenshotGallery, Section, SectionTitle, TextLink } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { gameCategoryHref } from '@/lib/links';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { gameStrings } from '../strings';
import { buildLabel } from './FrameControls';

export type AboutPanelGame = Pick<Game, 'title' | 'genre' | 'date' | 'version' | 'builds' | 'portfolio'>;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Builds = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
`;

const ActiveBuild = styled.li`
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Media = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const MediaTitle = styled.h3`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

/* The trailer keeps its 16:9 box before its metadata loads (preload="none"), so nothing shifts. */
const VideoBox = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSunken};

  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/**
 * The about panel (spec §2 Game page): the category (the index filtered by the game's genre), the last
 * update (the article date format, spec §9), the version and every build with the active one marked
 * '(Active)'; then the trailer and the screenshots when the game has a portfolio. The trailer never
 * plays by itself: controls, a poster, nothing preloaded.
 */
export function AboutPanel({ game }: { game: AboutPanelGame }) {
  const headingId = useId();
  const trailer = game.portfolio?.trailer ?? null;
  const screenshots = game.portfolio?.screenshots ?? [];
  return (
    <Section aria-labelledby={headingId} data-testid="game-about">
      <SectionTitle id={headingId} size="md">
        {gameStrings.about}
      </SectionTitle>
      <Facts>
        <dt>{gameStrings.category}</dt>
        <dd>
          <TextLink href={gameCategoryHref(game.genre.slug)} renderLink={renderRouterLink} data-testid="game-category">
            <Icon name="tag" size="sm" tone="inherit" />
            {game.genre.title}
          </TextLink>
        </dd>
        <dt>{gameStrings.lastUpdated}</dt>
        <dd>
          <time dateTime={game.date.updated} data-testid="game-updated">
            {formatArticleDate(game.date.updated)}
          </time>
        </dd>
        <dt>{gameStrings.version}</dt>
        <dd data-testid="game-version">{game.version}</dd>
        <dt>{gameStrings.builds}</dt>
        <dd>
          <Builds data-testid="game-builds">
            {game.builds.map((build) =>
              build.active ? <ActiveBuild key={build.version}>{buildLabel(build)}</ActiveBuild> : <li key={build.version}>{build.version}</li>,
            )}
          </Builds>
        </dd>
      </Facts>
      {trailer && (
        <Media data-testid="game-trailer">
          <MediaTitle>{gameStrings.trailer}</MediaTitle>
          <VideoBox>
            {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- the API sends no caption track for trailers (spec §3 portfolio); the sample trailer is silent. */}
            <video
              controls
              preload="none"
              playsInline
              poster={trailer.poster ?? undefined}
              src={trailer.url}
              aria-label={format(gameStrings.trailerLabel, { title: game.title })}
            />
          </VideoBox>
        </Media>
      )}
      {screenshots.length > 0 && (
        <Media data-testid="game-screenshots">
          <MediaTitle>{gameStrings.screenshots}</MediaTitle>
          <ScreenshotGallery
            shots={screenshots}
            label={format(gameStrings.screenshotsLabel, { title: game.title })}
            thumbnailLabel={(position, count) => format(gameStrings.screenshot, { position, count })}
            previewAlt={(position) => format(gameStrings.screenshotPreview, { position, title: game.title })}
            sizes="(min-width: 1024px) 800px, 100vw"
          />
        </Media>
      )}
    </Section>
  );
}
