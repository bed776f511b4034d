// index.html's link-preview defaults (og:image, src/lib/title.ts SOCIAL_CARD_PATH) are site paths, because
// the demo, the end-to-end builds and the bench do not know the origin they will be served from; the app
// makes them absolute at run time. Crawlers that run no script need an absolute og:image (the Open Graph
// protocol; Facebook, LinkedIn and X ignore a relative one), so a build that knows its site — production,
// with VITE_ORBITAL_SITE_URL set — writes the absolute URL into index.html.

/** index.html with its og:image site path made absolute against `siteUrl` (unchanged without an absolute http(s) site URL). */
export function absoluteDefaultImage(html, siteUrl) {
  let base;
  try {
    base = new URL(String(siteUrl ?? '').trim());
  } catch {
    return html;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return html;
  // The site's origin, as the app's canonical URLs (the router has no base path).
  return html.replace(/(<meta property="og:image" content=")(\/[^"/][^"]*)(")/g, (_all, start, path, end) => `${start}${new URL(path, base.origin).href}${end}`);
}

/** The Vite plugin: absolute og:image in the built index.html when the build's env names the site. */
export function siteMetaDefaults() {
  let siteUrl;
  return {
    name: 'orbital-site-meta-defaults',
    configResolved(resolved) {
      siteUrl = resolved.env.VITE_ORBITAL_SITE_URL;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => absoluteDefaultImage(html, siteUrl),
    },
  };
}
