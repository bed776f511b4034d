import { lazy, Suspense, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { isPremiumActive } from '@/api/schemas/constants';
import type { GameDetailsResponse } from '@/api/schemas/game';
import { config } from '@/config';
import { Notice, Page, PageTitle, Skeleton } from '@/design-system';
import { now } from '@/lib/clock';
import { PageError } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { format } from '@/lib/strings';
import { useOnApproach } from '@/lib/useOnApproach';
import { usePageMeta } from '@/lib/usePageMeta';
import { useGameDetails } from './api/getGameDetails';
import { AboutPanel } from './game-page/AboutPanel';
import { GameAdBlock, showsAdBlock } from './game-page/GameAdBlock';
import { CatalogGrid } from './game-page/CatalogGrid';
import { DeveloperBox } from './game-page/DeveloperBox';
import { FeatureBadges } from './game-page/FeatureBadges';
import { BuildSelector, FrameControls } from './game-page/FrameControls';
import { BUILD_PARAM, chooseBuild, forwardedParams, gameFrameUrl } from './game-page/frameUrl';
import { GameDescription } from './game-page/GameDescription';
import { GameFrame } from './game-page/GameFrame';
import { MoreGames, SimilarGames } from './game-page/GameLists';
import { GamePageSkeleton } from './game-page/GamePageSkeleton';
import { GameStats } from './game-page/GameStats';
import { GameTags } from './game-page/GameTags';
import { useStageAd } from './game-page/stageAd';
import { Column, Columns, Excerpt, Header, LaterRoom, PlayArea, Side } from './game-page/layout';
import { GameOverlayHost, useGameOverlay } from './overlay';
import { GameReactions } from './reactions';
import { useLoginPrompt } from './reactions/useLoginPrompt';
import { useAchievementEcho, useGameAchievements } from './sdk/useGameAchievements';
import { useGameLoading } from './sdk/useGameLoading';
import { useGamePageEvents } from './sdk/useGamePageEvents';
import { useGameRelay } from './sdk/useGameRelay';
import { useGameSettings, useSettingsChanged } from './sdk/useGameSettings';
import { useGameSession } from './sdk/useGameSession';
import { gameStrings } from './strings';

// The page's last section, far below the fold: its code loads after the page's own (initial JS budget).
const ReviewsSection = lazy(() => import('./reviews').then((module) => ({ default: module.ReviewsSection })));

function GameView({ data }: { data: GameDetailsResponse }) {
  const { game, catalog, games } = data;
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  const stageRef = useRef<HTMLDivElement | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const session = useSession();
  const premium = session.data?.account.premium ?? null;
  // The overlay ad before the game starts, and for the game's ad breaks (ads builds with the flag on).
  const premiumNow = session.isPending ? null : isPremiumActive(premium, now());
  const stageAd = useStageAd(game, premiumNow);
  // Below the description (the first screen's end on a phone), the page's parts are drawn as the player
  // heads there (useOnApproach): on a first visit they are not part of the app's start-up on the page's
  // thread, which the game shares. Their rooms keep the footer out of the first screen meanwhile.
  const [laterShown, markLater] = useOnApproach();

  const choice = chooseBuild(game.builds, searchParams.get(BUILD_PARAM));
  const src = gameFrameUrl(choice.build.url, config.gamesOrigin, forwardedParams(search, config.frameParamPrefix));
  // The SDK relay, only for a build that uses the SDK (issue 12); its code loads with it. The page answers
  // the game's session reports (decision 13) and shows its login prompt on a login_required answer.
  const sessionReport = useGameSession(game.slug);
  const loginPrompt = useLoginPrompt();
  const gameLoading = useGameLoading(game.slug);
  const gameSettings = useGameSettings();
  // Achievements (toast, confetti, the echo, a visitor's login prompt) and happy time.
  const achievements = useGameAchievements(choice.build.sdk);
  const sendGameEvent = useGameRelay(frameRef, {
    enabled: choice.build.sdk,
    game: game.slug,
    features: game.features,
    handlers: {
      sessionReport,
      loginRequired: () => loginPrompt(gameStrings.sdkLoginRequired),
      loading: gameLoading.loading,
      loaded: gameLoading.loaded,
      settings: gameSettings.settings,
      achievementUnlocked: achievements.achievementUnlocked,
      happytime: achievements.happytime,
    },
    // The game's ad breaks (ads.break): the rules in sdk/adBreaks.ts, the overlay ad on the stage.
    ads: { premium: premiumNow === true, adsDisabled: game.ads_disabled, showAd: stageAd.showAd },
  });
  // After the game's `end`, the game overlay covers the stage (and pauses the game) until closed.
  const overlay = useGameOverlay();
  // Page → game: user.changed on a login or logout, pause/resume with the tab's visibility.
  useGamePageEvents(sendGameEvent, game.slug, choice.build.sdk, overlay.open);
  // settings.changed when the mute control or prefers-reduced-motion changes.
  useSettingsChanged(sendGameEvent, gameSettings, choice.build.sdk);
  // achievement.unlocked, echoed to the game.
  useAchievementEcho(sendGameEvent, achievements);

  // The choice goes into the URL (shareable, survives a reload); the new URL reloads the frame.
  const selectBuild = (version: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(BUILD_PARAM, version);
        return next;
      },
      { replace: true },
    );

  return (
    <Page gap="lg" data-testid="game-page" data-game={game.slug}>
      <Header>
        <PageTitle>{game.title}</PageTitle>
        {game.excerpt && <Excerpt>{game.excerpt}</Excerpt>}
      </Header>

      <PlayArea>
        <GameOverlayHost open={overlay.open} onClose={overlay.close} game={game} games={games.overlay} cover={stageAd.cover} coverPending={stageAd.pending}>
          <GameFrame
            key={src}
            ref={stageRef}
            frameRef={frameRef}
            src={src}
            title={game.title}
            poster={game.hero}
            progress={choice.build.sdk ? gameLoading.progress : null}
          />
        </GameOverlayHost>
        <FrameControls
          target={stageRef}
          selector={<BuildSelector builds={game.builds} value={choice.build.version} onChange={selectBuild} />}
          mute={choice.build.sdk ? { muted: gameSettings.muteAudio, onChange: gameSettings.setMuteAudio } : null}
        />
        {choice.unknownVersion !== null && (
          <Notice icon="info" data-testid="game-unknown-build">
            {format(gameStrings.unknownBuild, { version: choice.unknownVersion, active: choice.active.version })}
          </Notice>
        )}
        <GameReactions game={game} />
      </PlayArea>
      {achievements.confetti}

      <Columns>
        <Column>
          <GameDescription description={game.description} />
          {laterShown ? <AboutPanel game={game} /> : <LaterRoom ref={markLater} data-on-approach="" data-testid="game-later-room" />}
        </Column>
        {laterShown ? (
          <Side>
            <DeveloperBox developer={game.developer} engine={game.engine} />
            <GameStats stats={game.stats} />
            <FeatureBadges features={game.features} />
            <GameTags tags={game.tags} />
            {showsAdBlock(game, premium) && <GameAdBlock />}
          </Side>
        ) : (
          <Side ref={markLater} />
        )}
      </Columns>

      {laterShown && (
        <>
          <CatalogGrid items={catalog} />
          <MoreGames developer={game.developer.name} games={games.more} />
          <SimilarGames games={games.similar} />
          <Suspense fallback={<Skeleton shape="block" height={320} radius="lg" aria-hidden="true" data-testid="game-reviews-loading" />}>
            <ReviewsSection game={game} />
          </Suspense>
        </>
      )}
    </Page>
  );
}

/**
 * /arcade/games/{game} (spec §2 Game page): the game in its frame (the active build, or the one `build`
 * names; `orbital_` parameters forwarded), the build selector and fullscreen control, reactions, the
 * description, about panel, developer box, stats, feature badges and tags, the reserved ad block, the
 * catalog grid, more games from the developer, similar games and the reviews. An unknown game is the
 * API's 404, shown by the route's status screen; a 500 or a network failure stays inline with a retry.
 */
export function GamePage() {
  const slug = useParams().game ?? '';
  const query = useGameDetails(slug);
  const game = query.data?.game;

  usePageMeta({ title: game?.title, description: game?.excerpt || undefined, image: game?.hero });

  if (query.isPending) return <GamePageSkeleton />;

  if (query.isError) {
    return (
      <Page gap="lg">
        <div data-testid="game-error">
          <PageError error={query.error} inlineErrorState headingLevel={1} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      </Page>
    );
  }

  return <GameView data={query.data} />;
}

export default GamePage;
