import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieDomainFor, deleteCookie, getCookie, serializeCookie, setCookie } from './cookies';

const HTTP_LOCALHOST = { protocol: 'http:', hostname: 'localhost' };
const HTTPS_WWW = { protocol: 'https:', hostname: 'www.orbital.example' };

afterEach(() => vi.useRealTimers());

// Spec §9: 'Cookies take an optional lifetime in days and a domain-wide option, always on the root path.'
describe('serializeCookie', () => {
  it('always sets path=/ and SameSite=Lax, and encodes the value', () => {
    expect(serializeCookie('bypass', 'a b;c=d', {}, HTTP_LOCALHOST)).toBe('bypass=a%20b%3Bc%3Dd; path=/; SameSite=Lax');
  });

  it('turns a lifetime in days into an expiry date', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    expect(serializeCookie('maintenance', '1', { days: 30 }, HTTP_LOCALHOST)).toBe(
      'maintenance=1; path=/; expires=Sat, 31 Jan 2026 00:00:00 GMT; SameSite=Lax',
    );
  });

  it('is Secure on https', () => {
    expect(serializeCookie('x', '1', {}, HTTPS_WWW)).toBe('x=1; path=/; SameSite=Lax; Secure');
  });

  it('domain-wide uses the registrable parent domain of the host', () => {
    expect(serializeCookie('x', '1', { domainWide: true }, HTTPS_WWW)).toBe(
      'x=1; path=/; domain=.orbital.example; SameSite=Lax; Secure',
    );
  });

  it('domain-wide on localhost stays host-only (no domain attribute)', () => {
    expect(serializeCookie('x', '1', { domainWide: true }, HTTP_LOCALHOST)).toBe('x=1; path=/; SameSite=Lax');
  });
});

describe('cookieDomainFor', () => {
  it('derives the registrable parent of the host name', () => {
    expect(cookieDomainFor('www.orbital.example', undefined)).toBe('.orbital.example');
    expect(cookieDomainFor('orbital.example', undefined)).toBe('.orbital.example');
    expect(cookieDomainFor('games.eu.orbital.example', undefined)).toBe('.orbital.example');
    expect(cookieDomainFor('shop.orbital.co.uk', undefined)).toBe('.orbital.co.uk');
  });

  it('omits the domain for localhost, *.localhost, single labels and IP addresses', () => {
    for (const host of ['localhost', 'games.localhost', 'intranet', '127.0.0.1', '192.168.1.20', '[::1]']) {
      expect(cookieDomainFor(host, undefined)).toBeUndefined();
    }
  });

  it('prefers the configured cookie domain', () => {
    expect(cookieDomainFor('www.orbital.example', '.example')).toBe('.example');
    expect(cookieDomainFor('www.orbital.example', 'orbital.example')).toBe('.orbital.example');
  });
});

describe('getCookie / setCookie / deleteCookie (jsdom document.cookie)', () => {
  it('sets a cookie readable by getCookie, decoding its value', () => {
    setCookie('orbital_social', 'facebook & google', { days: 1 });
    expect(document.cookie).toContain('orbital_social=facebook%20%26%20google');
    expect(getCookie('orbital_social')).toBe('facebook & google');
  });

  it('returns undefined for a missing cookie and does not match on prefixes', () => {
    setCookie('session_id', 'abc');
    expect(getCookie('session')).toBeUndefined();
    expect(getCookie('missing')).toBeUndefined();
    expect(getCookie('session_id')).toBe('abc');
  });

  it('reads among several cookies and keeps "=" in values', () => {
    setCookie('a', '1');
    document.cookie = 'raw=x=y; path=/';
    setCookie('b', '2');
    expect(getCookie('a')).toBe('1');
    expect(getCookie('b')).toBe('2');
    expect(getCookie('raw')).toBe('x=y');
  });

  it('leaves a malformed encoding as it is', () => {
    document.cookie = 'bad=%E0%A4%A; path=/';
    expect(getCookie('bad')).toBe('%E0%A4%A');
  });

  it('deleteCookie removes it', () => {
    setCookie('bypass', 'orbital-preview', { days: 30 });
    expect(getCookie('bypass')).toBe('orbital-preview');
    deleteCookie('bypass');
    expect(getCookie('bypass')).toBeUndefined();
  });

  it('a domain-wide cookie on localhost is still set (host-only) and deletable', () => {
    setCookie('shared', 'yes', { domainWide: true, days: 1 });
    expect(getCookie('shared')).toBe('yes');
    deleteCookie('shared', { domainWide: true });
    expect(getCookie('shared')).toBeUndefined();
  });

  it('an expired lifetime does not set the cookie', () => {
    setCookie('gone', '1', { days: -1 });
    expect(getCookie('gone')).toBeUndefined();
  });
});
