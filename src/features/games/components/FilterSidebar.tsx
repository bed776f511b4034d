import { useState, type FormEvent } from 'react';
import type { Genre } from '@/api/schemas/game';
import { Button, Checkbox, Select } from '@/design-system';
import { DEFAULT_FILTERS, type GameIndexFilters } from '../params';
import { gameStrings } from '../strings';
import { FilterActions, FilterChecks, FilterPanel } from './indexLayout';

export interface FilterSidebarProps {
  /** The filters of the URL: the form starts from them (remount it with a key when the URL changes). */
  initial: GameIndexFilters;
  /** The genres with their sub-categories; empty while the first page loads. */
  genres: readonly Genre[];
  onApply: (filters: GameIndexFilters) => void;
  onReset: () => void;
}

/**
 * The game index sidebar (spec §2): genre, sub-category (the chosen genre's; empty and disabled until a
 * genre is chosen, cleared when the genre changes), Recently Updated, Include Experiences, Apply and
 * Reset. The form is a draft: nothing changes until Apply writes it to the URL.
 */
export function FilterSidebar({ initial, genres, onApply, onReset }: FilterSidebarProps) {
  const [draft, setDraft] = useState<GameIndexFilters>(() => ({ ...initial }));

  // A sub-category in the URL without its genre (e.g. a card's category link): the genre that owns it.
  const owner = draft.cat === '' && draft.subCat !== '' ? genres.find((g) => g.categories.some((c) => c.slug === draft.subCat)) : undefined;
  const genreSlug = draft.cat || owner?.slug || '';
  const genre = genres.find((g) => g.slug === genreSlug);
  const subCategories = genre?.categories ?? [];
  const subCatValue = subCategories.some((c) => c.slug === draft.subCat) ? draft.subCat : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      // Before the genres arrive the URL's values are kept; after, only what the selects show.
      cat: genre?.slug ?? (genres.length > 0 ? '' : draft.cat),
      subCat: genre ? subCatValue : genres.length > 0 ? '' : draft.subCat,
      recent: draft.recent,
      experiences: draft.experiences,
    });
  };

  return (
    <FilterPanel as="form" aria-label={gameStrings.filtersLabel} role="search" onSubmit={submit} data-testid="game-filters">
      <Select
        label={gameStrings.genre}
        name="cat"
        value={genre ? genre.slug : ''}
        onChange={(event) => setDraft((d) => ({ ...d, cat: event.target.value, subCat: '' }))}
      >
        <option value="">{gameStrings.allGenres}</option>
        {genres.map((g) => (
          <option key={g.slug} value={g.slug}>
            {g.title}
          </option>
        ))}
      </Select>
      <Select
        label={gameStrings.subCategory}
        name="sub_cat"
        value={subCatValue}
        disabled={!genre}
        onChange={(event) => setDraft((d) => ({ ...d, cat: genreSlug, subCat: event.target.value }))}
      >
        <option value="">{genre ? gameStrings.allSubCategories : gameStrings.chooseGenreFirst}</option>
        {subCategories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.title}
          </option>
        ))}
      </Select>
      <FilterChecks>
        <Checkbox
          label={gameStrings.recentlyUpdated}
          name="recent"
          checked={draft.recent}
          onChange={(event) => setDraft((d) => ({ ...d, recent: event.target.checked }))}
        />
        <Checkbox
          label={gameStrings.includeExperiences}
          name="experiences"
          checked={draft.experiences}
          onChange={(event) => setDraft((d) => ({ ...d, experiences: event.target.checked }))}
        />
      </FilterChecks>
      <FilterActions>
        <Button type="submit">{gameStrings.apply}</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDraft({ ...DEFAULT_FILTERS });
            onReset();
          }}
        >
          {gameStrings.reset}
        </Button>
      </FilterActions>
    </FilterPanel>
  );
}
