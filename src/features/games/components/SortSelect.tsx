import { DEFAULT_GAME_SORT, type GameSort } from '@/api/schemas/game';
import { Select } from '@/design-system';
import { gameStrings } from '../strings';

const OPTIONS: ReadonlyArray<{ value: GameSort; label: string }> = [
  { value: 'popular', label: gameStrings.sortPopular },
  { value: 'released', label: gameStrings.sortReleased },
  { value: 'rating', label: gameStrings.sortRating },
];

export interface SortSelectProps {
  /** The effective sort (`recent` in the URL arrives here as released). */
  value: GameSort;
  onChange: (sort: GameSort) => void;
}

/** Sort by popular, released (the default) or rating (spec §2). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <Select
      label={gameStrings.sort}
      options={OPTIONS}
      value={value}
      onChange={(event) => {
        const next = OPTIONS.find((o) => o.value === event.target.value)?.value ?? DEFAULT_GAME_SORT;
        onChange(next);
      }}
      data-testid="game-sort"
    />
  );
}
