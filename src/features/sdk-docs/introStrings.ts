import { defineStrings } from '@/lib/strings';

/**
 * The page's heading and intro (ours), apart from the rest of its strings: the route's first screen
 * (FirstScreen.tsx, on the startup path) draws them too. strings.ts spreads them into sdkDocsStrings.
 */
export const sdkDocsIntroStrings = defineStrings({
  title: 'Game SDK',
  intro:
    'A game in the {product} frame talks to {product} only through the SDK: the player, saves, leaderboards, inventory, achievements, its loading and play sessions. The library is typed, promise-based, has no dependencies and runs in local mode on your own machine.',
});
