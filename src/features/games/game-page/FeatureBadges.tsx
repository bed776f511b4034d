import type { GameFeatures } from '@/api/schemas/game';
import { Badge, type IconName } from '@/design-system';
import { gameStrings } from '../strings';
import { ChipList } from './layout';

/** The five features in the spec's order (§2 Game page), each with its badge's icon and label. */
export const FEATURE_BADGES: readonly { key: keyof GameFeatures; icon: IconName; label: string }[] = [
  { key: 'multiplayer', icon: 'users', label: gameStrings.featureMultiplayer },
  { key: 'achievement', icon: 'trophy', label: gameStrings.featureAchievements },
  { key: 'save', icon: 'history', label: gameStrings.featureCloudSave },
  { key: 'leaderboard', icon: 'activity', label: gameStrings.featureLeaderboards },
  { key: 'inventory', icon: 'box', label: gameStrings.featureInventory },
];

/** The server-side features the game uses (spec §2: multiplayer, achievements, cloud save, leaderboards, inventory); only those set. */
export function FeatureBadges({ features }: { features: GameFeatures }) {
  const set = FEATURE_BADGES.filter(({ key }) => features[key]);
  if (set.length === 0) return null;
  return (
    <ChipList aria-label={gameStrings.features} data-testid="game-features">
      {set.map(({ key, icon, label }) => (
        <li key={key}>
          <Badge tone="accent" size="lg" icon={icon} data-feature={key}>
            {label}
          </Badge>
        </li>
      ))}
    </ChipList>
  );
}
