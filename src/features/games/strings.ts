import { defineStrings } from '@/lib/strings';

/**
 * The game index's, tag page's and catalog item page's strings (engineering guide §2.8). Strings quoted by the spec are
 * copied verbatim ('Tag: {title}', Recently Updated, Include Experiences, Apply, Reset); entries marked
 * `ours` were written for these pages. Shared words ('Oops!', 'No results', 'Please try searching using
 * different filters.', the network message, 'New!') come from src/lib/strings/common.ts.
 */
export const gameStrings = defineStrings({
  // ours: the index's title and heading (document title 'Games - Orbital').
  indexTitle: 'Games',
  indexDescription: 'Browse {product} games: filter by genre and sub-category, sort by popularity, release or rating.', // ours

  // Spec §2: the tag page's title.
  tagTitle: 'Tag: {title}',
  tagDescription: 'Games tagged {title} on {product}.', // ours

  // The sidebar: the spec's names for its controls; labels and placeholders are ours.
  filtersLabel: 'Filter games', // ours: the form's accessible name
  genre: 'Genre',
  allGenres: 'All genres', // ours
  subCategory: 'Sub-category',
  allSubCategories: 'All sub-categories', // ours
  chooseGenreFirst: 'Choose a genre first', // ours
  recentlyUpdated: 'Recently Updated',
  includeExperiences: 'Include Experiences',
  apply: 'Apply',
  reset: 'Reset',

  // The sort control (spec §2: popular, released, rating); labels ours.
  sort: 'Sort by',
  sortPopular: 'Most Popular',
  sortReleased: 'Newest',
  sortRating: 'Top Rated',

  // ours: loading (accessible label of the skeletons) and the result range.
  loading: 'Loading games...',
  range: '{from}–{to} of {total} games',
  pagination: 'Game pages',

  // The catalog item page (spec §2 /arcade/games/{game}/catalog/{item}, §3 'Catalog item'). The spec
  // quotes none of its text ("free if both zero" names a state, not a label): all ours.
  catalogDescription: '{name}: in-game content for {game} on {product}.', // ours
  catalogLoading: 'Loading item...', // ours: the skeleton's accessible label
  free: 'Free', // ours: price and price_discounted both zero
  coin: '{count} coin', // ours
  coins: '{count} coins', // ours
  price: 'Price:', // ours: visually hidden before the price to pay
  regularPrice: 'Regular price:', // ours: visually hidden before the struck-through price
  percentOff: '{percent}% off', // ours: the sale badge's accessible text (the badge reads '-{percent}%')
  backToGame: 'Back to {title}', // ours
  backToGameUnknown: 'Back to the game', // ours: the back link while the game's title is unknown
  theGame: 'The game', // ours: the heading of the game box
  viewGame: 'View the game', // ours: the game box's hint under the title
});

export type GameStrings = typeof gameStrings;
