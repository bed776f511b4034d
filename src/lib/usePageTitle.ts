import { useEffect } from 'react';
import { setDocumentMeta } from './title';

/**
 * Sets the page title ('{title} - Orbital', spec §9 and Decision 1) and the meta description (the
 * default of Decision 14 when none is given) while the calling page is on screen. Without a title
 * the title is the site name alone.
 */
export function usePageTitle(title?: string, description?: string): void {
  useEffect(() => {
    setDocumentMeta({ title, description });
  }, [title, description]);
}
