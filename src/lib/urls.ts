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
