import { defineStrings } from '@/lib/strings';

/**
 * The blog's strings (engineering guide §2.8). The empty text is the spec's (§8) and comes from
 * src/lib/strings/common.ts with the other shared words ('Oops!', the network message, 'Try Again');
 * everything here is ours.
 */
export const blogStrings = defineStrings({
  // ours: document title and heading of /blog.
  documentTitle: 'Blog',
  heading: 'Blog',
  description: 'News, devlogs, guides and stories about browser VR games on {product}.',

  // ours: the active filters from the URL (cat, author, tag), each removable.
  filtersLabel: 'Active filters',
  filterCategory: 'Category: {value}',
  filterAuthor: 'Author: {value}',
  filterTag: 'Tag: {value}',
  removeFilter: 'Remove filter {filter}',
  clearFilters: 'Clear all',

  // ours: loading (the accessible label of the skeletons).
  loadingArticles: 'Loading articles...',
  loadingArticle: 'Loading article...',

  // ours: an article's meta line and its links.
  by: 'by {name}',
  byLabel: 'Author',
  publishedLabel: 'Published',
  viewsLabel: 'Views',
  categoryLabel: 'Category',
  tagsLabel: 'Tags',
  related: 'Related Articles',
  backToBlog: 'Back to Blog',

  // ours: pagination.
  pagination: 'Blog pages',
  page: 'Page {page}',
  previous: 'Previous',
  next: 'Next',
});

export type BlogStrings = typeof blogStrings;
