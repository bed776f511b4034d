import { defineStrings } from '@/lib/strings';

/**
 * The /search page's strings (engineering guide §2.8). Strings quoted by the spec are copied verbatim
 * (spec §5: 'Invalid Input' / 'Please enter at least 3 character to perform a search.'); entries marked
 * `ours` were written for this page. Shared words (Games, Users, 'Oops!', the network message, 'No
 * results') come from src/lib/strings/common.ts.
 */
export const searchStrings = defineStrings({
  // ours: the page title (document title '{title} - Orbital') and headings.
  documentTitle: 'Search',
  documentTitleFor: '{query}',
  heading: 'Search',
  resultsFor: 'Search results for “{query}”',
  description: 'Search results for “{query}” on {product}: games, players, articles and announcements.', // ours

  // ours: the refine-search form.
  refineLabel: 'Refine search',
  queryLabel: 'Search for',
  submit: 'Search',
  sectionsLegend: 'Search in',

  // Spec §5, verbatim.
  invalidInput: 'Invalid Input',
  tooShort: 'Please enter at least 3 character to perform a search.',

  // ours: nothing to search for yet, or nothing to search in.
  noQuery: 'Type at least 3 characters above to search games, users, articles and announcements.',
  noSections: 'Nothing to search in',
  noSectionsMessage: 'Turn on at least one of Games, Users, Articles or Announcements to see results.',

  // ours: loading (the accessible label of the skeletons).
  loading: 'Loading search results...',

  // Empty states. The overall title reuses common 'No results'; the texts are ours.
  emptyMessage: 'Nothing matches "{query}". Try a different word, check the spelling or turn on more sections.',
  emptyGames: 'No games match this search.',
  emptyUsers: 'No users match this search.',
  emptyArticles: 'No articles match this search.',
  emptyAnnouncements: 'No announcements match this search.',

  // ours: result counts next to each section heading (visible number, spoken phrase).
  countOne: '1 result',
  countMany: '{count} results',

  // ours: secondary lines of a result.
  username: '@{username}',
  byDeveloper: 'by {developer}',
  premium: 'Premium',
});

export type SearchStrings = typeof searchStrings;
