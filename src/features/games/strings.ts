import { defineStrings } from '@/lib/strings';
import { gameStageStrings } from './game-page/stageStrings';
import { gameListStrings } from './listStrings';

/**
 * The game index's, tag page's, catalog item page's and game page's strings (engineering guide §2.8). Strings quoted by the spec are
 * copied verbatim ('Tag: {title}', Recently Updated, Include Experiences, Apply, Reset); entries marked
 * `ours` were written for these pages. Shared words ('Oops!', 'No results', 'Please try searching using
 * different filters.', the network message, 'New!') come from src/lib/strings/common.ts.
 */
export const gameStrings = defineStrings({
  ...gameListStrings,
  ...gameStageStrings,
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

  // ours: the result range.
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

  // The game page (spec §2 Game page, §9). Spec strings verbatim: 'Show More', 'Show Less',
  // 'No Description.', '(Active)', 'Made With'; 'New!' and 'View All Games' come from common.ts.
  stageLabel: 'Game: {title}', // ours: the stage region's name
  frameFailedTitle: 'This game could not be loaded.', // ours
  frameFailedMessage: 'Check your connection and try again. The game may also be updating right now.', // ours
  fullscreen: 'Full Screen', // ours
  exitFullscreen: 'Exit Full Screen', // ours
  build: 'Build', // ours: the build selector's label
  active: '(Active)',
  buildOption: '{version} {active}', // ours: the active build's option, e.g. '1.4.0 (Active)'
  unknownBuild: 'There is no build {version} of this game. You are playing the active build ({active}).', // ours
  gameLoadingProgress: 'Loading {title}', // ours: the SDK game's loading bar
  sdkLoginRequired: 'Log in to keep your progress in this game: scores, saves and achievements are kept for your account.', // ours: the SDK's login_required prompt
  sdkAchievementSave: 'You unlocked an achievement! Log in or sign up to save it to your account.', // ours (spec §1: guests who unlock one are asked to log in or sign up to save it)
  about: 'About', // ours: the about panel's heading
  category: 'Category', // ours
  lastUpdated: 'Last Updated', // ours
  version: 'Version', // ours
  builds: 'Builds', // ours
  trailer: 'Trailer', // ours
  trailerLabel: '{title} trailer', // ours: the video's accessible name
  screenshots: 'Screenshots', // ours
  screenshotsLabel: 'Screenshots of {title}', // ours: the thumbnail list's name
  screenshot: 'Screenshot {position} of {count}', // ours: a thumbnail's name
  screenshotPreview: 'Screenshot {position} of {title}', // ours: the large preview's alt text
  features: 'Features', // ours: the badges' list name
  featureMultiplayer: 'Multiplayer', // ours: the spec's feature names as labels
  featureAchievements: 'Achievements', // ours
  featureCloudSave: 'Cloud Save', // ours
  featureLeaderboards: 'Leaderboards', // ours
  featureInventory: 'Inventory', // ours
  tags: 'Tags', // ours: the tag list's name
  developer: 'Developer', // ours
  developerLogo: '{name} logo', // ours
  madeWith: 'Made With',
  enginePlayCanvas: 'PlayCanvas', // ours: the one engine the spec names a mark for
  description: 'Description', // ours: the section's heading
  showMore: 'Show More',
  showLess: 'Show Less',
  noDescription: 'No Description.',
  stats: 'Game stats', // ours: the stats list's name
  views: 'Views', // ours
  reviews: 'Reviews', // ours
  reactions: 'Reactions', // ours
  inGameContent: 'In-Game Content', // ours: the catalog grid's heading
  moreFrom: 'More from {developer}', // ours: more games from the developer
  similarGames: 'Similar Games', // ours
  muteGame: 'Mute Game', // ours: the SDK game's mute toggle (pressed while muted)

  // The game overlay after a session (spec §2 Game page, §4 Game session). The spec quotes none of its
  // text: all ours. 'Similar Games', 'View All Games', the review buttons and the empty list are shared.
  overlayTitle: 'Thanks for Playing!', // ours
  overlayMessage: 'How was {title}? React, review it or find your next game.', // ours
  overlayBack: 'Back to the Game', // ours: closes the overlay (Escape too)
  overlayPreviousGame: 'Previous game', // ours: the carousel's arrows
  overlayNextGame: 'Next game', // ours
  overlaySlide: '{position} of {count}', // ours: each slide's name
});

export type GameStrings = typeof gameStrings;
