import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SCENARIOS,
  applyParams,
  describeSettings,
  parseSandboxParams,
  parseStoredSettings,
  reloadUrl,
  serializeSettings,
  urlWithout,
} from './params';

describe('parseSandboxParams', () => {
  it('reads every parameter of the sandbox contract', () => {
    const { params, warnings } = parseSandboxParams(
      '?persona=premium&scenario=session-expired&fail=games.index,/v1/public/blog&failStatus=503&now=2026-12-24&gate=1&ads=1&consent=1',
    );
    expect(warnings).toEqual([]);
    expect(params).toEqual({
      persona: 'premium',
      scenario: 'session-expired',
      fail: ['games.index', '/v1/public/blog'],
      failStatus: 503,
      now: '2026-12-24',
      gate: true,
      ads: true,
      consent: { loaded: true, ads: true, analytics: true, gdpr: true },
    });
  });

  it('accepts all four personas and all nine scenarios, case-insensitively', () => {
    for (const persona of ['guest', 'player', 'premium', 'developer']) {
      expect(parseSandboxParams(`persona=${persona.toUpperCase()}`).params.persona).toBe(persona);
    }
    expect(SCENARIOS).toHaveLength(9);
    for (const scenario of SCENARIOS) expect(parseSandboxParams(`scenario=${scenario}`).params.scenario).toBe(scenario);
  });

  it('returns nothing for a query without sandbox parameters', () => {
    expect(parseSandboxParams('')).toEqual({ params: {}, warnings: [] });
    expect(parseSandboxParams('?cat=action&sort=popular')).toEqual({ params: {}, warnings: [] });
  });

  it('ignores malformed values with a warning each, keeping the valid ones', () => {
    const { params, warnings } = parseSandboxParams(
      '?persona=admin&scenario=chaos&failStatus=200&now=2026-02-30&gate=maybe&ads=sure&consent=perhaps&fail=<script>',
    );
    expect(params).toEqual({});
    expect(warnings).toHaveLength(8);
    expect(warnings[0]).toBe('Sandbox: ignoring persona="admin": expected guest, player, premium or developer.');
    expect(warnings[1]).toMatch(/^Sandbox: ignoring scenario="chaos": expected one of default, empty, error/);
    expect(warnings.join('\n')).toMatch(/now="2026-02-30": expected a real calendar date written YYYY-MM-DD/);
    expect(warnings.join('\n')).toMatch(/failStatus="200": expected an HTTP error status from 400 to 599/);
  });

  it('never throws, whatever the query holds', () => {
    for (const query of ['?%E0%A4%A', '?now=%00', '?persona', '?scenario=&scenario=', `?fail=${'x'.repeat(5000)}`, '?=&&&=']) {
      expect(() => parseSandboxParams(query)).not.toThrow();
    }
  });

  it('truncates a very long value in its warning', () => {
    const { warnings } = parseSandboxParams(`?persona=${'a'.repeat(500)}`);
    expect(warnings[0]!.length).toBeLessThan(200);
  });

  it('takes the last value of a repeated parameter', () => {
    expect(parseSandboxParams('?scenario=error&scenario=empty').params.scenario).toBe('empty');
  });

  it('clears the date with now= or now=today', () => {
    expect(parseSandboxParams('?now=').params).toEqual({ now: null });
    expect(parseSandboxParams('?now=today').params).toEqual({ now: null });
  });

  it('clears the fail list with fail=, trims and de-duplicates entries, keeps valid ones of a mixed list', () => {
    expect(parseSandboxParams('?fail=').params).toEqual({ fail: [] });
    expect(parseSandboxParams('?fail= games.index , ,games.index').params).toEqual({ fail: ['games.index'] });
    const mixed = parseSandboxParams('?fail=games.index,<bad>');
    expect(mixed.params.fail).toEqual(['games.index']);
    expect(mixed.warnings).toHaveLength(1);
    // Only malformed entries: nothing changes (the list is not cleared by mistake).
    expect(parseSandboxParams('?fail=<bad>').params.fail).toBeUndefined();
  });

  it('reads the switches as 1/0, true/false, on/off', () => {
    expect(parseSandboxParams('?gate=0&ads=off').params).toEqual({ gate: false, ads: false });
    expect(parseSandboxParams('?gate=true&ads=ON').params).toEqual({ gate: true, ads: true });
  });

  it('offers a loaded consent system with everything declined', () => {
    expect(parseSandboxParams('?consent=declined').params.consent).toEqual({ loaded: true, ads: false, analytics: false, gdpr: false });
    expect(parseSandboxParams('?consent=no-gdpr').params.consent).toEqual({ loaded: true, ads: true, analytics: true, gdpr: false });
    expect(parseSandboxParams('?consent=0').params.consent).toEqual({ loaded: false, ads: true, analytics: true, gdpr: true });
  });
});

describe('stored settings', () => {
  it('starts from the defaults', () => {
    expect(parseStoredSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings(null)).not.toBe(DEFAULT_SETTINGS);
  });

  it('round-trips through serializeSettings', () => {
    const settings = { ...DEFAULT_SETTINGS, scenario: 'slow' as const, fail: ['games.index'], now: '2027-01-01', ads: true };
    expect(parseStoredSettings(serializeSettings(settings))).toEqual(settings);
  });

  it('falls back field by field on garbage', () => {
    expect(parseStoredSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings('42')).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings('{"scenario":"chaos","now":"2026-13-01","gate":true}')).toEqual({ ...DEFAULT_SETTINGS, gate: true });
  });
});

describe('applyParams', () => {
  it('lets a parameter win over the stored value and keeps the rest', () => {
    const stored = { ...DEFAULT_SETTINGS, scenario: 'error' as const, now: '2026-12-24' };
    expect(applyParams(stored, { scenario: 'empty' })).toEqual({ ...stored, scenario: 'empty' });
    expect(applyParams(stored, { now: null }).now).toBeNull();
    expect(applyParams(stored, {})).toEqual(stored);
  });

  it('resets the fail status to 500 when a new fail list comes without one', () => {
    const stored = { ...DEFAULT_SETTINGS, fail: ['a'], failStatus: 404 };
    expect(applyParams(stored, { fail: ['b'] })).toMatchObject({ fail: ['b'], failStatus: 500 });
    expect(applyParams(stored, { fail: ['b'], failStatus: 409 })).toMatchObject({ fail: ['b'], failStatus: 409 });
    expect(applyParams(stored, { failStatus: 418 })).toMatchObject({ fail: ['a'], failStatus: 418 });
  });
});

describe('urls', () => {
  it('removes persona from the address and keeps path, other parameters and hash', () => {
    expect(urlWithout('http://localhost:4173/games?persona=player&cat=action#top')).toBe('/games?cat=action#top');
    expect(urlWithout('http://localhost:4173/?persona=guest')).toBe('/');
    expect(urlWithout('http://localhost:4173/games?cat=action')).toBeNull();
    expect(urlWithout('not a url')).toBeNull();
  });

  it('builds the reload address without stale sandbox parameters', () => {
    expect(reloadUrl('http://localhost:4173/blog?scenario=error&now=2026-01-01&page=2', { persona: 'developer' })).toBe(
      '/blog?page=2&persona=developer',
    );
    expect(reloadUrl('http://localhost:4173/?gate=1')).toBe('/');
  });
});

describe('describeSettings', () => {
  it('lists only what differs from the defaults', () => {
    expect(describeSettings(DEFAULT_SETTINGS)).toEqual([]);
    expect(
      describeSettings({ ...DEFAULT_SETTINGS, scenario: 'offline', fail: ['x'], failStatus: 503, now: '2026-12-24', gate: true, ads: false }),
    ).toEqual(['scenario offline', 'failing x (503)', 'date 2026-12-24', 'maintenance gate on', 'ads off']);
  });
});

describe('adnet (the demo fake ad network)', () => {
  it('reads the four modes, case-insensitively', () => {
    for (const mode of ['normal', 'slow', 'blocked', 'declined']) {
      expect(parseSandboxParams(`?adnet=${mode.toUpperCase()}`)).toEqual({ params: { adnet: mode }, warnings: [] });
    }
  });

  it('ignores a malformed value with a warning', () => {
    expect(parseSandboxParams('?adnet=fast')).toEqual({
      params: {},
      warnings: ['Sandbox: ignoring adnet="fast": expected normal, slow, blocked or declined.'],
    });
  });

  it('is sticky: stored for the tab, kept by later loads, and dropped from the reload address', () => {
    const settings = applyParams(DEFAULT_SETTINGS, { adnet: 'slow' });
    expect(settings.adnet).toBe('slow');
    const stored = parseStoredSettings(serializeSettings(settings));
    expect(applyParams(stored, {}).adnet).toBe('slow');
    expect(parseStoredSettings('{"adnet":"chaos"}').adnet).toBe('normal');
    expect(reloadUrl('http://localhost:4173/arcade/games/neon-drift?adnet=blocked')).toBe('/arcade/games/neon-drift');
    expect(describeSettings(settings)).toEqual(['ad network slow']);
  });
});
