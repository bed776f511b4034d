import { describe, expect, it, vi } from 'vitest';
import { applyMaintenanceGate, BYPASS_COOKIE, browserMaintenanceGate } from '../../src/app/maintenanceGate';

const KEY = 'orbital-preview';

function deps(href: string, gate: boolean, cookies: Record<string, string> = {}) {
  const jar = { ...cookies };
  const setCookie = vi.fn((name: string, value: string) => {
    jar[name] = value;
  });
  const replaceUrl = vi.fn();
  return { gate, key: KEY, href, getCookie: (n: string) => jar[n], setCookie, replaceUrl, jar };
}

describe('maintenance gate (Decision 4)', () => {
  it('is open when the gate is off', () => {
    expect(applyMaintenanceGate(deps('https://o.example/', false)).open).toBe(true);
  });

  it('is closed (blank) when the gate is on and there is no bypass cookie', () => {
    const d = deps('https://o.example/arcade/games', true);
    expect(applyMaintenanceGate(d)).toEqual({ open: false, bypassSet: false });
    expect(d.replaceUrl).not.toHaveBeenCalled();
  });

  it('?bypass=<key> sets the cookie for 30 days, opens, and leaves the address bar (other parameters kept)', () => {
    const d = deps('https://o.example/blog?bypass=orbital-preview&cat=news#x', true);
    expect(applyMaintenanceGate(d)).toEqual({ open: true, bypassSet: true });
    expect(d.setCookie).toHaveBeenCalledWith(BYPASS_COOKIE, KEY, 30);
    expect(d.replaceUrl).toHaveBeenCalledWith('/blog?cat=news#x');
  });

  it('the cookie keeps it open on later visits', () => {
    expect(applyMaintenanceGate(deps('https://o.example/', true, { [BYPASS_COOKIE]: KEY })).open).toBe(true);
  });

  it('a wrong key stays blank, sets nothing, and is still removed from the address bar', () => {
    const d = deps('https://o.example/?bypass=guess', true);
    expect(applyMaintenanceGate(d)).toEqual({ open: false, bypassSet: false });
    expect(d.setCookie).not.toHaveBeenCalled();
    expect(d.replaceUrl).toHaveBeenCalledWith('/');
  });

  it('a cookie from another (rotated) key does not open the gate', () => {
    expect(applyMaintenanceGate(deps('https://o.example/', true, { [BYPASS_COOKIE]: 'old-key' })).open).toBe(false);
  });

  it('with the browser: sets a real cookie and rewrites the URL', () => {
    window.history.replaceState(null, '', '/market?bypass=orbital-preview&x=1');
    expect(browserMaintenanceGate({ gate: true, key: KEY }).open).toBe(true);
    expect(document.cookie).toContain(`${BYPASS_COOKIE}=${KEY}`);
    expect(window.location.pathname + window.location.search).toBe('/market?x=1');
    expect(browserMaintenanceGate({ gate: true, key: KEY }).open).toBe(true);
  });
});
