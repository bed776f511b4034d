import styled from 'styled-components';
import { REACTION_TYPES } from '@/api/schemas/constants';
import type { Game, ReactionType } from '@/api/schemas/game';
import { Icon } from '@/design-system/icons';
import { humanizeNumber } from '@/lib/numbers';
import { useCurrentUser } from '@/lib/session';
import { reactionStrings } from './strings';
import { useGameReactions } from './useGameReactions';
import { useLoginPrompt } from './useLoginPrompt';

export interface GameReactionsProps {
  /** The game as the page holds it: the cached game page data (the toggles write their optimistic state there). */
  game: Game;
  className?: string;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  /* A laser-pointer target: never below minHit either way. */
  min-width: ${({ theme }) => theme.size.minHit};
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    border-color ${({ theme }) => theme.duration.fast}ms,
    transform ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &:active {
    transform: scale(0.95);
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.surfaceStrong};
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }

  ${({ theme }) => theme.mq.reducedMotion} {
    &:active {
      transform: none;
    }
  }
`;

interface ReactionToggleProps {
  type: ReactionType;
  count: number;
  marked: boolean;
  onToggle: (type: ReactionType) => void;
}

/** One reaction: its icon, its count when non-zero (spec §9), pressed when it is the player's own. */
function ReactionToggle({ type, count, marked, onToggle }: ReactionToggleProps) {
  const label = reactionStrings.types[type];
  return (
    <Toggle type="button" aria-pressed={marked} title={label} data-reaction={type} onClick={() => onToggle(type)}>
      <Icon name={type} size="md" tone="inherit" />
      <span className="orb-visually-hidden">{label}</span>
      {count > 0 && <span data-testid={`reaction-count-${type}`}>{humanizeNumber(count)}</span>}
    </Toggle>
  );
}

/**
 * The nine reaction toggles of a game (spec §3, §4, §6, §9). A player's click flips at once and is sent
 * in the background (rolled back with the server's message on failure, cleared when the reply says
 * retracted); a visitor's click opens the 'Login Required' prompt.
 */
export function GameReactions({ game, className }: GameReactionsProps) {
  const user = useCurrentUser();
  const reactions = useGameReactions(game.slug);
  const promptLogin = useLoginPrompt();
  const onToggle = (type: ReactionType) => {
    if (user.loggedIn) reactions.toggle(type, game.reacted_to[type]);
    else promptLogin(reactionStrings.loginToReact);
  };

  return (
    <Group role="group" aria-label={reactionStrings.heading} className={className} data-testid="game-reactions">
      {REACTION_TYPES.map((type) => (
        <ReactionToggle key={type} type={type} count={game.reactions[type]} marked={game.reacted_to[type]} onToggle={onToggle} />
      ))}
    </Group>
  );
}
