import { config } from '@/config';

/**
 * Cookies (spec §9): an optional lifetime in days and a domain-wide option, always on the root
 * path. Values are URI-encoded; every cookie is SameSite=Lax, and Secure when the page is https.
 */
export interface CookieOptions {
  /** Lifetime in days; without it the cookie lasts for the browser session. */
  days?: number;
  /** Share the cookie with every subdomain of the site's registrable domain (e.g. the games host). */
  domainWide?: boolean;
}

/** The parts of `window.location` a cookie depends on. */
export interface CookieLocation {
  protocol: string;
  hostname: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Public suffixes with two labels that are common enough to matter: under them the registrable
 * domain has three labels (shop.example.co.uk → .example.co.uk). Deployments on any other
 * multi-label suffix set VITE_ORBITAL_COOKIE_DOMAIN instead.
 */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'com.au', 'net.au', 'org.au', 'co.nz', 'co.jp', 'co.kr',
  'com.br', 'com.cn', 'com.mx', 'com.tr', 'co.in', 'co.za', 'com.sg', 'com.hk', 'com.tw',
]);

/**
 * The domain attribute for a domain-wide cookie: the registrable parent of `hostname`
 * ('www.orbital.example' → '.orbital.example'), the configured cookie domain when set, or
 * undefined for 'localhost', '*.localhost', single-label hosts and IP addresses (browsers refuse a
 * domain attribute there, so the cookie stays host-only).
 */
export function cookieDomainFor(hostname: string, configured: string | undefined = config.cookieDomain): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || !host.includes('.')) return undefined;
  if (configured) return configured.startsWith('.') ? configured : `.${configured}`;
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  const take = TWO_LABEL_SUFFIXES.has(lastTwo) ? 3 : 2;
  if (labels.length < take) return undefined;
  return `.${labels.slice(-take).join('.')}`;
}

function currentLocation(): CookieLocation {
  return { protocol: window.location.protocol, hostname: window.location.hostname };
}

/**
 * The `document.cookie` assignment for a cookie. Expiry uses the browser's real time, not the
 * app clock: the browser expires cookies by its own clock, so a demo date must not shorten them.
 */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions & { expires?: Date } = {},
  location: CookieLocation = currentLocation(),
): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/'];
  const expires = options.expires ?? (options.days === undefined ? undefined : new Date(Date.now() + options.days * DAY_MS));
  if (expires) parts.push(`expires=${expires.toUTCString()}`);
  if (options.domainWide) {
    const domain = cookieDomainFor(location.hostname);
    if (domain) parts.push(`domain=${domain}`);
  }
  parts.push('SameSite=Lax');
  if (location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

/** The decoded value of cookie `name`, or undefined when it is not set. */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=');
    const rawName = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    if (!rawName || safeDecode(rawName) !== name) continue;
    return safeDecode(eq === -1 ? '' : pair.slice(eq + 1).trim());
  }
  return undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Sets cookie `name` on path '/', for `days` days when given, domain-wide when asked. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options);
}

/** Removes cookie `name`; pass the same `domainWide` it was set with. */
export function deleteCookie(name: string, options: Pick<CookieOptions, 'domainWide'> = {}): void {
  document.cookie = serializeCookie(name, '', { ...options, expires: new Date(0) });
}
