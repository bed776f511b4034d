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

/**
 * The site's link-preview card (public/social-card.png, 1200×630, made by scripts/make-social-card.mjs):
 * the Open Graph image of every page without a hero image of its own, and index.html's default.
 */
export const SOCIAL_CARD_PATH = '/social-card.png';

export interface DocumentMeta {
  title?: string;
  description?: string;
  /**
   * The page's hero image, as the API sends it: an absolute http(s) URL or a site path. Anything a
   * crawler cannot fetch (a data: or blob: URL, another scheme) gives the site's card instead.
   */
  image?: string | null;
  /** Open Graph type: 'article' for blog articles and announcements; default 'website'. */
  type?: 'website' | 'article';
  /** The page's path for its canonical URL and og:url (the query is left out); default: the current path. */
  path?: string;
  /** Ask search engines not to index the page (the 404 screen); such a page has no canonical URL. */
  noindex?: boolean;
}

/** What the managed head tags hold for a page: one value per tag, null for a tag the page must not have. */
export interface DocumentHead {
  title: string;
  description: string;
  canonical: string | null;
  robots: string | null;
  og: { site_name: string; type: string; title: string; description: string; url: string | null; image: string };
  twitter: { card: string };
}

export interface SiteIdentity {
  /** The site's own absolute URL, no trailing slash (config.siteUrl). */
  siteUrl: string;
  productName: string;
}

/** An image URL a crawler can fetch (http or https, resolved against the site), or null. */
export function shareableImageUrl(image: string | null | undefined, siteUrl: string): string | null {
  const trimmed = image?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, `${siteUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The absolute URL of a site path (query and hash dropped: one canonical URL per page). */
export function canonicalUrl(path: string, siteUrl: string): string {
  const url = new URL(path, `${siteUrl}/`);
  return `${new URL(siteUrl).origin}${url.pathname}`;
}

/**
 * The head tags of a page (pure: also what a prerenderer or an edge function would write). Missing
 * values fall back to the site's: the site name as title, the default description, the site's card.
 */
export function documentHead(
  { title, description, image, type = 'website', path = '/', noindex = false }: DocumentMeta = {},
  site: SiteIdentity = { siteUrl: config.siteUrl, productName: config.productName },
): DocumentHead {
  const text = description?.trim() ? description.trim() : defaultDescription(site.productName);
  const canonical = noindex ? null : canonicalUrl(path, site.siteUrl);
  return {
    title: pageTitle(title, site.productName),
    description: text,
    canonical,
    robots: noindex ? 'noindex' : null,
    og: {
      site_name: site.productName,
      type,
      title: title?.trim() || site.productName,
      description: text,
      url: canonical,
      image: shareableImageUrl(image, site.siteUrl) ?? new URL(SOCIAL_CARD_PATH, site.siteUrl).href,
    },
    twitter: { card: 'summary_large_image' },
  };
}

/**
 * Keeps exactly one element matching `selector` in <head> with `attr` = `value` (created when missing,
 * extra copies removed), or none when `value` is null. Tags are updated in place, so index.html's
 * defaults are the same elements the pages later rewrite, never left behind as duplicates.
 */
function headTag(selector: string, create: () => HTMLElement, attr: 'content' | 'href', value: string | null): void {
  const [first, ...extra] = document.head.querySelectorAll<HTMLElement>(selector);
  for (const element of extra) element.remove();
  if (value === null) {
    first?.remove();
    return;
  }
  let element = first;
  if (!element) {
    element = create();
    document.head.append(element);
  }
  // setAttribute: API texts are data, never markup.
  if (element.getAttribute(attr) !== value) element.setAttribute(attr, value);
}

function metaTag(key: 'name' | 'property', name: string, value: string | null): void {
  headTag(
    `meta[${key}="${name}"]`,
    () => {
      const meta = document.createElement('meta');
      meta.setAttribute(key, name);
      return meta;
    },
    'content',
    value,
  );
}

/**
 * Sets the page's head: `document.title`, the meta description, the canonical link, robots (noindex
 * only), the Open Graph tags (og:site_name, og:type, og:title, og:description, og:url, og:image) and
 * twitter:card. Every call sets all of them, so what a previous page set never lingers; missing values
 * fall back to the site's (see documentHead).
 */
export function setDocumentMeta(meta: DocumentMeta = {}): void {
  const head = documentHead({ ...meta, path: meta.path ?? window.location.pathname });
  document.title = head.title;
  metaTag('name', 'description', head.description);
  headTag(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    },
    'href',
    head.canonical,
  );
  metaTag('name', 'robots', head.robots);
  for (const [name, value] of Object.entries(head.og)) metaTag('property', `og:${name}`, value);
  metaTag('name', 'twitter:card', head.twitter.card);
}
