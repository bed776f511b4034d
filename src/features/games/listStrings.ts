import { defineStrings } from '@/lib/strings';

/**
 * The list pages' strings that their first screens draw too (FirstScreen.tsx, on the startup path), apart
 * from the rest (ours): strings.ts spreads them into gameStrings.
 */
export const gameListStrings = defineStrings({
  // The index's title and heading (document title 'Games - Orbital').
  indexTitle: 'Games',
  // The accessible label of the skeletons.
  loading: 'Loading games...',
});
