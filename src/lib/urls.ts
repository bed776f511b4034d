import { config } from '@/config';

/**
 * URLs taken from a query string (token pages, the social-finalize token: spec §2) may be called only
 * when they point at the configured API host (engineering guide §5 Security). Anything else — another
 * host, a look-alike (`https://api.example.evil`, `https://api.example@evil`), protocol-relative
 * `//evil`, backslashes, `javascript:`/`data:`, a downgrade from https to http, control characters or
 * whitespace, a path outside the API's base path — is refused (null). See docs/security.md.
 */
export interface ApiUrlOptions {
  /** The API base URL (absolute, as `config.apiBaseUrl`). Default: `config.apiBaseUrl`. */
  apiBaseUrl?: string;
}

const MAX_LENGTH = 2048;

function hasUnsafeChars(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    // C0 controls, space, DEL, C1 controls and any other whitespace: browsers strip some of them silently.
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/u.test(char)) return true;
  }
  return false;
}

/**
 * The absolute URL `raw` names, when it is an http(s) URL on the API's origin (same scheme, host and
 * port) under the API's base path; otherwise null. `raw` is what `URLSearchParams.get` returns (decoded
 * once); a value that is still percent-encoded (`https%3A%2F%2F…`) is not a URL and is refused.
 */
export function apiUrlFromQuery(raw: unknown, options: ApiUrlOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > MAX_LENGTH) return null;
  if (hasUnsafeChars(value) || value.includes('\\')) return null;
  if (!/^https?:\/\/[^/]/i.test(value)) return null;

  let base: URL;
  let url: URL;
  try {
    base = new URL(options.apiBaseUrl ?? config.apiBaseUrl);
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.origin !== base.origin) return null;
  // Under the API's base path ('https://host/api' → '/api/…'), compared segment-wise.
  const basePath = base.pathname.replace(/\/+$/, '');
  if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return null;
  return url.href;
}

/** An API call a token page's link names: its absolute URL, and its path under the API's base path (what the contract's endpoints match). */
export interface ApiLink {
  url: URL;
  path: string;
}

/**
 * The API call of an e-mailed token link (`?token=…` of the token pages, spec §2): the API's URL, whole or
 * as its path (with or without the API's base path), on the API's host as `apiUrlFromQuery` requires; null
 * for anything else. A path is the API's only when it is one ('//host' names another host).
 */
export function apiLinkFromToken(token: string | null, options: ApiUrlOptions = {}): ApiLink | null {
  if (!token) return null;
  let base: URL;
  try {
    base = new URL(options.apiBaseUrl ?? config.apiBaseUrl);
  } catch {
    return null;
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  const absolute = token.startsWith('/') && !token.startsWith('//') ? `${base.origin}${token.startsWith(`${basePath}/`) ? '' : basePath}${token}` : token;
  const href = apiUrlFromQuery(absolute, options);
  if (!href) return null;
  const url = new URL(href);
  return { url, path: url.pathname.slice(basePath.length) };
}
