import { config } from '@/config';

/**
 * Where a server-provided redirect may send the browser (guide §5 Security): a path on this site
 * (client navigation) or an absolute http(s) URL on this site or an allow-listed host (full reload).
 * Everything else — `javascript:`, `data:`, protocol-relative `//evil`, backslash `/\evil`, userinfo
 * `https://site@evil`, control characters, other hosts — is refused (null).
 */
export type SafeRedirect =
  /** A site-relative path (pathname + search + hash): navigate inside the app. */
  | { kind: 'navigate'; to: string }
  /** An absolute URL on an allowed host: a full page load. */
  | { kind: 'reload'; href: string };

export interface SafeRedirectOptions {
  /** Hosts (`host` or `host:port`, as in `URL.host`) an absolute target may point at. */
  allowHosts: readonly string[];
  /** The page's origin, against which a relative path is resolved (default: `window.location.origin`). */
  origin?: string;
}

// C0 controls, DEL, and any whitespace: browsers silently strip tabs and newlines from URLs
// ('java\tscript:'), so a target that contains them is never what it looks like.
function hasUnsafeChars(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/u.test(char)) return true;
  }
  return false;
}

function hostOf(value: string): string | null {
  const raw = value.trim().toLowerCase();
  if (!raw) return null;
  try {
    // Accept a full URL ('https://developers.orbital.example') or a bare host ('developers.orbital.example:8080').
    return new URL(raw.includes('://') ? raw : `https://${raw}`).host;
  } catch {
    return null;
  }
}

/**
 * The redirect the browser may follow for `target`, or null when it must not follow it.
 * Pure apart from the default `origin`: tested exhaustively in tests/unit/redirects.test.ts.
 */
export function safeRedirectTarget(target: unknown, options: SafeRedirectOptions): SafeRedirect | null {
  if (typeof target !== 'string') return null;
  const value = target.trim();
  if (!value || value.length > 2048) return null;
  if (hasUnsafeChars(value) || value.includes('\\')) return null;

  const origin = options.origin ?? (typeof window === 'undefined' ? undefined : window.location.origin);
  if (!origin) return null;

  if (value.startsWith('/')) {
    // '//host' and '/\host' are protocol-relative to browsers: another site. ('\' was refused above.)
    if (value.startsWith('//')) return null;
    let url: URL;
    try {
      url = new URL(value, origin);
    } catch {
      return null;
    }
    if (url.origin !== new URL(origin).origin) return null;
    return { kind: 'navigate', to: `${url.pathname}${url.search}${url.hash}` };
  }

  // Anything else must be an absolute http(s) URL; a bare 'page' or '../page' is not a redirect target.
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const allowed = new Set(options.allowHosts.map(hostOf).filter((h): h is string => h !== null));
  const pageHost = hostOf(origin);
  if (pageHost) allowed.add(pageHost);
  if (!allowed.has(url.host)) return null;
  return { kind: 'reload', href: url.href };
}

/** The hosts the app trusts for absolute redirects: this site (page and configured site URL) and the developer area. */
export function redirectAllowHosts(): string[] {
  const hosts = [config.siteUrl, config.developerAreaUrl].map(hostOf);
  if (typeof window !== 'undefined') hosts.push(window.location.host);
  return hosts.filter((h): h is string => h !== null);
}

/** `safeRedirectTarget` with the app's allow-list (this site and the developer area). */
export function appRedirectTarget(target: unknown): SafeRedirect | null {
  return safeRedirectTarget(target, { allowHosts: redirectAllowHosts() });
}
