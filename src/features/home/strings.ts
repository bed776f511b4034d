import { defineStrings } from '@/lib/strings';

/**
 * The home page's strings (engineering guide §2.8). Section titles and link texts are the spec's
 * (§2 Routes, Home row), verbatim; entries marked `ours` were written for this page. The four empty
 * texts (§8), 'View All Games', 'New!', 'Oops!' and the network message come from
 * src/lib/strings/common.ts.
 */
export const homeStrings = defineStrings({
  // Spec §2, verbatim.
  categoriesTitle: 'Game Categories',
  newestTitle: 'Newest Games',
  articlesTitle: 'Recent Articles',
  popularTitle: 'Most Popular Games',
  goToBlog: 'Go to Blog',

  // ours: the page's visually hidden h1 and the slider.
  heading: 'Featured games',
  sliderLabel: 'Featured games',
  previous: 'Previous game',
  next: 'Next game',
  slide: '{position} of {count}',
  screenshots: 'Screenshots of {title}',
  screenshot: 'Screenshot {position} of {title}',

  // ours: the genre card's link name.
  browseCategory: 'Browse {title} games',

  // ours: loading (the accessible label of the skeletons).
  loading: 'Loading the homepage...',
});

export type HomeStrings = typeof homeStrings;
