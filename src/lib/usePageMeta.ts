import { useEffect } from 'react';
import { setDocumentMeta, type DocumentMeta } from './title';

export type PageMeta = Omit<DocumentMeta, 'path'>;

/**
 * Sets the page's head while the calling page is on screen (src/lib/title.ts, setDocumentMeta): title
 * ('{title} - Orbital'), description, canonical URL of the current path, Open Graph and Twitter card
 * tags. `null` leaves the head as the shell set it on navigation (the site's defaults), e.g. while the
 * page's data loads. The shell resets the head on every navigation (AppLayout); this effect runs after
 * it, and again when the path changes under the same page, so the page's values win.
 *
 * The path is the address bar's: the router updates it before it renders the new location. No router
 * hook, so pages and stories rendered without a router work too.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const path = typeof window === 'undefined' ? undefined : window.location.pathname;
  const skip = meta === null;
  const { title, description, image, type, noindex } = meta ?? {};
  useEffect(() => {
    if (!skip) setDocumentMeta({ title, description, image, type, noindex, path });
  }, [skip, title, description, image, type, noindex, path]);
}
