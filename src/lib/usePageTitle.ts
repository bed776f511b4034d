import { usePageMeta } from './usePageMeta';

/**
 * Sets the page title ('{title} - Orbital', spec §9 and Decision 1) and the meta description (the
 * default of Decision 14 when none is given) while the calling page is on screen; the other head tags
 * get the site's defaults. Without a title the title is the site name alone. Pages with a hero image
 * or an article use usePageMeta directly.
 */
export function usePageTitle(title?: string, description?: string): void {
  usePageMeta({ title, description });
}
