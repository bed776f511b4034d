// @vitest-environment-options { "url": "https://www.orbital.example/arcade/games" }
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, getCookie, setCookie } from './cookies';

afterEach(() => {
  deleteCookie('shared', { domainWide: true });
  deleteCookie('local');
});

// A page on https://www.orbital.example: domain-wide cookies go to .orbital.example and are Secure.
describe('cookies on a real host name over https', () => {
  it('sets and reads a domain-wide cookie on the registrable parent domain', () => {
    expect(window.location.hostname).toBe('www.orbital.example');
    setCookie('shared', 'yes', { domainWide: true, days: 30 });
    expect(getCookie('shared')).toBe('yes');
    deleteCookie('shared', { domainWide: true });
    expect(getCookie('shared')).toBeUndefined();
  });

  it('a domain-wide cookie is not removed by a host-only delete (same attributes are needed)', () => {
    setCookie('shared', 'yes', { domainWide: true });
    deleteCookie('shared');
    expect(getCookie('shared')).toBe('yes');
  });

  it('sets host-only cookies too', () => {
    setCookie('local', '1');
    expect(getCookie('local')).toBe('1');
  });
});
