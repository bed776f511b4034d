import { defineStrings } from '@/lib/strings';

/**
 * The ads' texts (engineering guide §2.8). Spec §4 'Overlay ad' quotes the skip label 'Play (n)': it counts
 * down ('Play (5)', 'Play (4)' …) and then reads 'Play'. Entries marked `ours` were written for these parts.
 */
export const adStrings = defineStrings({
  overlay: {
    /** Spec §4: 'Play (n)' while the cooldown runs. */
    playIn: 'Play ({seconds})',
    /** Spec §4: the skip label once the cooldown is over. */
    play: 'Play',
    label: 'Advertisement', // ours: the overlay's accessible name and its small heading
    loading: 'Loading the ad', // ours
    openAd: 'Advertisement: opens in a new tab', // ours: the click-through link's name
    ready: 'Your game is ready.', // ours: when there is no ad to show
  },
});
