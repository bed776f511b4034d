import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../../src/lib/redirects';

const origin = 'https://orbital.example';
const opts = { origin, allowHosts: ['developers.orbital.example', 'https://orbital.example'] };
const check = (target: unknown) => safeRedirectTarget(target, opts);

describe('safeRedirectTarget', () => {
  it('navigates inside the app for site-relative paths, keeping query and hash', () => {
    expect(check('/arcade/games')).toEqual({ kind: 'navigate', to: '/arcade/games' });
    expect(check('/arcade/games?sort=popular#top')).toEqual({ kind: 'navigate', to: '/arcade/games?sort=popular#top' });
    expect(check('  /blog/article/welcome-to-orbital  ')).toEqual({ kind: 'navigate', to: '/blog/article/welcome-to-orbital' });
    expect(check('/a/../market')).toEqual({ kind: 'navigate', to: '/market' });
    // An encoded slash stays a path on this site.
    expect(check('/%2F%2Fevil.example')).toEqual({ kind: 'navigate', to: '/%2F%2Fevil.example' });
  });

  it('reloads for absolute URLs on this site or an allow-listed host', () => {
    expect(check('https://developers.orbital.example/')).toEqual({ kind: 'reload', href: 'https://developers.orbital.example/' });
    expect(check('https://orbital.example/market?x=1')).toEqual({ kind: 'reload', href: 'https://orbital.example/market?x=1' });
    expect(check('HTTPS://DEVELOPERS.ORBITAL.EXAMPLE/docs')).toEqual({ kind: 'reload', href: 'https://developers.orbital.example/docs' });
    // The page's own host is always allowed, port included.
    expect(safeRedirectTarget('http://localhost:4173/x', { origin: 'http://localhost:4173', allowHosts: [] })).toEqual({
      kind: 'reload',
      href: 'http://localhost:4173/x',
    });
    expect(safeRedirectTarget('http://developers.localhost:4173/', { origin: 'http://localhost:4173', allowHosts: ['http://developers.localhost:4173'] })).toEqual({
      kind: 'reload',
      href: 'http://developers.localhost:4173/',
    });
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: with leading space', ' javascript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['javascript: with a newline inside', 'java\nscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with three slashes', '///evil.example'],
    ['backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash in scheme', 'https:\\\\evil.example'],
    ['userinfo on an allowed host', 'https://orbital.example@evil.example/'],
    ['userinfo naming the allowed host', 'https://developers.orbital.example:pw@evil.example'],
    ['userinfo on the allowed host itself', 'https://user:pw@developers.orbital.example/'],
    ['another host', 'https://evil.example/'],
    ['lookalike suffix', 'https://orbital.example.evil.example/'],
    ['lookalike prefix', 'https://evilorbital.example/'],
    ['allowed host on another port', 'https://developers.orbital.example:8443/'],
    ['hash trick', 'https://evil.example#@orbital.example'],
    ['ftp', 'ftp://orbital.example/'],
    ['relative without slash', 'arcade/games'],
    ['dot-relative', '../market'],
    ['empty', ''],
    ['blank', '   '],
    ['control character', '/market\u0000'],
    ['non-breaking space', '/mar\u00a0ket'],
    ['line separator', '/mar\u2028ket'],
    ['not a string', 42],
    ['null', null],
    ['an object', { to: '/market' }],
    // Encoded and whitespace variants (the security suite's redirect targets, tests/security/redirect-targets.ts).
    ['percent-encoded protocol-relative', '%2F%2Fevil.example'],
    ['percent-encoded javascript:', 'javascript%3Aalert(1)'],
    ['scheme without slashes', 'https:evil.example'],
    ['backslash then slash', '\\/evil.example'],
    ['slash, tab, slash', '/\t/evil.example'],
    ['ideographic space before //', '\u3000//evil.example'],
    ['upper-case absolute other host', 'HTTPS://EVIL.EXAMPLE/x'],
    ['look-alike subdomain of the page host', 'https://orbital.example.evil.example/'],
  ])('refuses %s', (_name, target) => {
    expect(check(target)).toBeNull();
  });

  it('keeps encoded slashes and backslashes inside a same-site path (never a host)', () => {
    expect(check('/%5Cevil.example')).toEqual({ kind: 'navigate', to: '/%5Cevil.example' });
    expect(check('/%2F%2Fevil.example/x')).toEqual({ kind: 'navigate', to: '/%2F%2Fevil.example/x' });
  });

  it('refuses very long targets', () => {
    expect(check(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('refuses everything without an origin to compare with', () => {
    expect(safeRedirectTarget('/market', { allowHosts: [], origin: '' })).toBeNull();
  });
});
