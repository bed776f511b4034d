import { config } from '@/config';
import { format } from './strings';
import { commonStrings } from './strings/common';

/**
 * Page title '{title} - {site}' (spec §9); with the product name as site: '{title} - Orbital'
 * (Decision 1). Without a title (or a blank one) the title is the site name alone.
 */
export function pageTitle(title?: string, site: string = config.productName): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} - ${site}` : site;
}

/** The default page description (Decision 14), for a product name. */
export function defaultDescription(product: string = config.productName): string {
  return format(commonStrings.meta.defaultDescription, { product });
}

/** The default page description with the configured product name, as loaded. */
export const DEFAULT_DESCRIPTION: string = defaultDescription();

export interface DocumentMeta {
  title?: string;
  description?: string;
}

/**
 * Sets `document.title` and the meta description, creating `<meta name="description">` when the
 * page has none. Missing values fall back to the defaults (site name, default description).
 */
export function setDocumentMeta({ title, description }: DocumentMeta = {}): void {
  document.title = pageTitle(title);
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description?.trim() ? description.trim() : defaultDescription();
}
