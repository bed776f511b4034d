import { useQuery } from '@tanstack/react-query';
import { m } from 'motion/react';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Game, GameCard } from '@/api/schemas/game';
import { Button, Carousel, Icon, MotionProvider, TextLink } from '@/design-system';
import { ApiGameCard } from '@/lib/ApiGameCard';
import { renderRouterLink } from '@/lib/routerLink';
import { useCurrentUser } from '@/lib/session';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { gameReviewsQueryOptions } from '../api/getGameReviews';
import { ALL_GAMES_HREF } from '../game-page/GameLists';
import { GameReactions } from '../reactions';
import { useLoginPrompt } from '../reactions/useLoginPrompt';
// Straight from the modules, never from ../reviews (its index would pull the lazy section into this chunk).
import { requestReviewForm } from '../reviews/formRequest';
import { preloadWrittenForm } from '../reviews/LazyWrittenForm';
import { reviewStrings } from '../reviews/strings';
import { gameStrings } from '../strings';

export interface GameOverlayProps {
  /** The game as the page holds it (the reactions write their optimistic state into its cache). */
  game: Game;
  /** The carousel's games: the details' `games.overlay` (similar games, topped up with popular ones). */
  games: readonly GameCard[];
  /** 'Back to the Game' and Escape. */
  onClose: () => void;
  /**
   * Asked once when the overlay appears: whether to move focus to its heading (default yes). The host
   * says no when the player is busy elsewhere on the page, so an ending game never steals their focus.
   */
  takeFocus?: () => boolean;
}

/*
 * Covers the stage exactly: the same box as GameFrame's Stage (edge to edge on a phone, bordered and
 * rounded from md up). It may grow taller than the stage (a phone's 16:9 stage is about 220 px high):
 * the host's grid cell grows with it and nothing is cut off or scrolls inside a tiny box.
 */
const Panel = styled(m.section)`
  position: relative;
  z-index: 1;
  container: game-overlay / inline-size;
  display: grid;
  align-content: center;
  width: calc(100% + 2 * ${({ theme }) => theme.space[4]});
  margin-inline: calc(-1 * ${({ theme }) => theme.space[4]});
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  background: color-mix(in srgb, ${({ theme }) => theme.color.bg} 94%, transparent);
  backdrop-filter: blur(12px);
  color: ${({ theme }) => theme.color.text};

  ${({ theme }) => theme.mq.md} {
    width: 100%;
    margin-inline: 0;
    padding: ${({ theme }) => theme.space[6]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

/* One column in a narrow stage; the carousel beside the text once a card fits there (the stage's width, not the viewport's). */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  width: 100%;
  max-width: 72rem;
  margin-inline: auto;

  @container game-overlay (min-width: 36rem) {
    grid-template-columns: minmax(0, 1fr) minmax(14rem, 36%);
  }
`;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  min-width: 0;
`;

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  overflow-wrap: anywhere;

  /* Focused by script to start the reading there; not a control, so no ring (as the reviews' heading). */
  &:focus {
    outline: none;
  }
`;

const Message = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Similar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  width: 100%;
  max-width: 20rem;
  min-width: 0;
  justify-self: center;
`;

const SimilarTitle = styled.h3`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * 'Write a Review' ('Edit Your Review' once the player has one): a player goes to the reviews section's
 * form (or their review), focused; a visitor gets the 'Login Required' prompt with the spec's sentence.
 */
function ReviewButton({ game }: { game: string }) {
  const user = useCurrentUser();
  const promptLogin = useLoginPrompt();
  // The reviews section's own first page (usually cached): it says whether the player has a review.
  const reviews = useQuery({ ...gameReviewsQueryOptions(game, 1), enabled: user.loggedIn });
  const own = user.loggedIn && reviews.data?.current != null;
  const preload = user.loggedIn && !own ? preloadWrittenForm : undefined;
  const onClick = () => {
    if (user.loggedIn) requestReviewForm(game);
    else promptLogin(commonStrings.errors.loginToReview);
  };
  return (
    <Button variant="primary" iconStart={own ? 'edit' : 'star'} onClick={onClick} onPointerEnter={preload} onFocus={preload} data-testid="game-overlay-review">
      {own ? reviewStrings.editYours : reviewStrings.write}
    </Button>
  );
}

/**
 * The game overlay (spec §2 Game page, §4 Game session; issue 12): shown over the stage after the game
 * ends its session — a heading, the game's reactions, 'Write a Review', 'Back to the Game' (Escape
 * too) and a carousel of similar games ('View All Games' when there is none). Where it sits and when it
 * shows is the host's business (GameOverlayHost, useGameOverlay).
 */
export function GameOverlay({ game, games, onClose, takeFocus }: GameOverlayProps) {
  const headingId = useId();
  const messageId = useId();
  const similarId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const takeFocusRef = useRef(takeFocus);

  // Once, as it appears (before paint, so a screen reader hears the heading first).
  useLayoutEffect(() => {
    if (takeFocusRef.current?.() ?? true) headingRef.current?.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  return (
    <MotionProvider>
      <Panel
        aria-labelledby={headingId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
        // A short fade in (MotionConfig keeps it to the fade under reduced motion).
        initial={{ opacity: 0, scale: 0.98 }}
        animate={{ opacity: 1, scale: 1 }}
        transition={{ duration: 0.25, ease: [0.2, 0, 0, 1] }}
        data-testid="game-overlay"
      >
        <Layout>
          <Intro>
            <Heading id={headingId} ref={headingRef} tabIndex={-1}>
              {gameStrings.overlayTitle}
            </Heading>
            <Message id={messageId}>{format(gameStrings.overlayMessage, { title: game.title })}</Message>
            <GameReactions game={game} />
            <Actions>
              <ReviewButton game={game.slug} />
              <Button variant="secondary" iconStart="play" onClick={onClose} data-testid="game-overlay-close">
                {gameStrings.overlayBack}
              </Button>
            </Actions>
          </Intro>
          <Similar data-testid="game-overlay-similar">
            <SimilarTitle id={similarId}>{gameStrings.similarGames}</SimilarTitle>
            {games.length > 0 ? (
              // A group, not a second 'Similar Games' landmark beside the page's own section.
              <Carousel
                role="group"
                aria-labelledby={similarId}
                items={games}
                getKey={(card) => card.slug}
                renderItem={(card) => <ApiGameCard game={card} headingLevel={4} />}
                controls="footer"
                labels={{
                  previous: gameStrings.overlayPreviousGame,
                  next: gameStrings.overlayNextGame,
                  slide: (position, count) => format(gameStrings.overlaySlide, { position, count }),
                }}
              />
            ) : (
              // Nothing to suggest: the way to the whole index instead (the page's own list says the same).
              <Empty data-testid="game-overlay-similar-empty">
                <p>{commonStrings.empty.games}</p>
                <TextLink href={ALL_GAMES_HREF} renderLink={renderRouterLink}>
                  {commonStrings.games.viewAllGames}
                  <Icon name="arrow-right" size="md" tone="inherit" />
                </TextLink>
              </Empty>
            )}
          </Similar>
        </Layout>
      </Panel>
    </MotionProvider>
  );
}
