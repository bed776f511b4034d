import styled from 'styled-components';
import type { GameStats as GameStatsData } from '@/api/schemas/game';
import { Icon, NEW_GAME_VIEWS_THRESHOLD, type IconName } from '@/design-system';
import { humanizeNumber } from '@/lib/numbers';
import { commonStrings } from '@/lib/strings/common';
import { gameStrings } from '../strings';
import { ChipList } from './layout';

const Item = styled.li<{ $new?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $new }) => ($new ? `color-mix(in srgb, ${theme.color.highlight} 45%, transparent)` : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $new }) => ($new ? `color-mix(in srgb, ${theme.color.highlight} 12%, ${theme.color.surface})` : theme.color.surface)};
  color: ${({ theme, $new }) => ($new ? theme.color.highlight : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.sm};

  strong {
    color: ${({ theme, $new }) => ($new ? theme.color.highlight : theme.color.text)};
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.md};
    font-variant-numeric: tabular-nums;
  }
`;

function Stat({ icon, value, label, testId }: { icon: IconName; value: number; label: string; testId: string }) {
  return (
    <Item data-testid={testId}>
      <Icon name={icon} size="sm" tone="inherit" />
      <strong>{humanizeNumber(value)}</strong>
      {label}
    </Item>
  );
}

/**
 * The game's stats (spec §2, §9): views, reactions and reviews, humanised ('184.3k'); reviews and
 * reactions only when non-zero; below 1000 views the views read 'New!'.
 */
export function GameStats({ stats }: { stats: GameStatsData }) {
  const isNew = stats.views < NEW_GAME_VIEWS_THRESHOLD;
  return (
    <ChipList aria-label={gameStrings.stats} data-testid="game-stats">
      {isNew ? (
        <Item $new data-testid="game-stat-new">
          <Icon name="new" size="sm" tone="inherit" />
          <strong>{commonStrings.games.newBadge}</strong>
        </Item>
      ) : (
        <Stat icon="eye" value={stats.views} label={gameStrings.views} testId="game-stat-views" />
      )}
      {stats.reactions > 0 && <Stat icon="love" value={stats.reactions} label={gameStrings.reactions} testId="game-stat-reactions" />}
      {stats.reviews > 0 && <Stat icon="chat" value={stats.reviews} label={gameStrings.reviews} testId="game-stat-reviews" />}
    </ChipList>
  );
}
