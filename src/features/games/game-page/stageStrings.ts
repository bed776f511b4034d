import { defineStrings } from '@/lib/strings';

/**
 * The game page's strings that its skeleton, the route's prerendered first screen (on the startup path),
 * draws too, apart from the rest (ours): strings.ts spreads them into gameStrings.
 */
export const gameStageStrings = defineStrings({
  gameLoading: 'Loading game...', // the skeleton's accessible label
  frameTitle: '{title} (game)', // the frame's title
  frameLoading: 'Loading the game...',
});
