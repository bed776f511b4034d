import { DEFAULT_GAME_SORT, type GameSort } from '@/api/schemas/game';
import styled from 'styled-components';
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

/*
 * As wide as its longest option, beside the page title (a field fills its container by default: on a
 * desktop the sort took the whole content width under the title, issue 14).
 */
const SortField = styled(Select)`
  width: auto;
  max-width: 100%;
`;

/** Sort by popular, released (the default) or rating (spec §2). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <SortField
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
