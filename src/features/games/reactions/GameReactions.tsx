import styled from 'styled-components';
import { REACTION_TYPES } from '@/api/schemas/constants';
import type { Game, ReactionType } from '@/api/schemas/game';
import { Icon } from '@/design-system/icons';
import { humanizeNumber } from '@/lib/numbers';
import { useCurrentUser } from '@/lib/session';
import { ReactionPill } from './ReactionPill';
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
    <ReactionPill type="button" aria-pressed={marked} title={label} data-reaction={type} onClick={() => onToggle(type)}>
      <Icon name={type} size="md" tone="inherit" />
      <span className="orb-visually-hidden">{label}</span>
      {count > 0 && <span data-testid={`reaction-count-${type}`}>{humanizeNumber(count)}</span>}
    </ReactionPill>
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
