import { describe, expect, it } from 'vitest';
import { apiLinkFromToken, apiUrlFromQuery } from './urls';

const API = 'https://api.orbital.example';
const allow = (raw: unknown, apiBaseUrl = API) => apiUrlFromQuery(raw, { apiBaseUrl });

describe('apiUrlFromQuery (URLs from query strings must point at the API host)', () => {
  it('accepts http(s) URLs on the API origin, normalised', () => {
    expect(allow('https://api.orbital.example/v1/public/user/auth/social/finalize/google/abc?sig=1')).toBe(
      'https://api.orbital.example/v1/public/user/auth/social/finalize/google/abc?sig=1',
    );
    expect(allow('HTTPS://API.ORBITAL.EXAMPLE/v1/x')).toBe('https://api.orbital.example/v1/x');
    expect(allow('https://api.orbital.example:443/v1/x')).toBe('https://api.orbital.example/v1/x');
    expect(allow('  https://api.orbital.example/v1/x  ')).toBe('https://api.orbital.example/v1/x');
    expect(allow('http://localhost:8787/v1/x', 'http://localhost:8787')).toBe('http://localhost:8787/v1/x');
  });

  it.each([
    ['another host', 'https://evil.example/v1/x'],
    ['a look-alike suffix', 'https://api.orbital.example.evil.example/v1/x'],
    ['a look-alike prefix', 'https://evil-api.orbital.example/v1/x'],
    ['a subdomain of the API host', 'https://x.api.orbital.example/v1/x'],
    ['the parent domain', 'https://orbital.example/v1/x'],
    ['userinfo naming the API host', 'https://api.orbital.example@evil.example/v1/x'],
    ['userinfo with a password', 'https://api.orbital.example:pw@evil.example/'],
    ['userinfo on the API host itself', 'https://user:pw@api.orbital.example/v1/x'],
    ['an encoded @ in the host', 'https://api.orbital.example%40evil.example/v1/x'],
    ['another port', 'https://api.orbital.example:8443/v1/x'],
    ['a downgrade to http', 'http://api.orbital.example/v1/x'],
    ['protocol-relative', '//api.orbital.example/v1/x'],
    ['protocol-relative to another host', '//evil.example/v1/x'],
    ['a backslash host', 'https:\\\\evil.example/v1/x'],
    ['a backslash after the scheme', 'https:/\\api.orbital.example/v1/x'],
    ['a backslash in the path', 'https://api.orbital.example\\@evil.example/'],
    ['a site-relative path', '/v1/x'],
    ['a bare host', 'api.orbital.example/v1/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)//https://api.orbital.example/'],
    ['javascript: with a tab', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['ftp', 'ftp://api.orbital.example/v1/x'],
    ['still percent-encoded', 'https%3A%2F%2Fapi.orbital.example%2Fv1%2Fx'],
    ['a newline', 'https://api.orbital.example/v1/x\nhttps://evil.example'],
    ['a NUL', 'https://api.orbital.example\u0000.evil.example/'],
    ['a space in the host', 'https://api.orbital.example .evil.example/'],
    ['an empty string', ''],
    ['too long', `https://api.orbital.example/${'a'.repeat(2100)}`],
  ])('refuses %s', (_what, raw) => {
    expect(allow(raw)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    for (const raw of [null, undefined, 42, ['https://api.orbital.example/'], { href: 'https://api.orbital.example/' }]) {
      expect(allow(raw)).toBeNull();
    }
  });

  it('keeps to the base path of an API that has one', () => {
    const base = 'https://orbital.example/api';
    expect(allow('https://orbital.example/api/v1/x', base)).toBe('https://orbital.example/api/v1/x');
    expect(allow('https://orbital.example/api', base)).toBe('https://orbital.example/api');
    expect(allow('https://orbital.example/apiary/x', base)).toBeNull();
    expect(allow('https://orbital.example/account/delete', base)).toBeNull();
    // Dot segments are resolved before the check.
    expect(allow('https://orbital.example/api/../account/delete', base)).toBeNull();
  });

  it('defaults to the configured API host', () => {
    // vitest's config: the API is the page origin (demo default).
    expect(apiUrlFromQuery('https://evil.example/v1/x')).toBeNull();
  });
});

/** apiLinkFromToken's answer as plain data. */
const link = (token: string | null, apiBaseUrl = API) => {
  const found = apiLinkFromToken(token, { apiBaseUrl });
  return found && { href: found.url.href, path: found.path };
};

describe('apiLinkFromToken (the API call of a token page, spec §2)', () => {
  it("takes the API's path (with or without its base path) or its whole URL; the path is relative to the base path", () => {
    expect(link('/v1/x/1?s=2')).toEqual({ href: `${API}/v1/x/1?s=2`, path: '/v1/x/1' });
    expect(link(`${API}/v1/x`)).toEqual({ href: `${API}/v1/x`, path: '/v1/x' });
    expect(link('/v1/x', `${API}/api`)).toEqual({ href: `${API}/api/v1/x`, path: '/v1/x' });
    expect(link('/api/v1/x', `${API}/api`)).toEqual({ href: `${API}/api/v1/x`, path: '/v1/x' });
  });

  it('refuses no token, another host, a protocol-relative address and a path that is not one', () => {
    for (const token of [null, '', 'https://evil.example/v1/x', '//evil.example/v1/x', 'v1/x', 'javascript:alert(1)', '%2Fv1%2Fx']) {
      expect({ token, link: link(token) }).toEqual({ token, link: null });
    }
    expect(link('/v1/x', 'not a url')).toBeNull();
  });
});
