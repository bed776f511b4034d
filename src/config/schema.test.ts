import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, envVarNames, loadConfig } from './load';

const DEMO = { origin: 'http://localhost:4173' };

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig defaults (demo)', () => {
  const config = loadConfig({ MODE: 'demo' }, DEMO);

  it('names the product Orbital with the lower-case id orbital (Decision 1, 10)', () => {
    expect(config.productName).toBe('Orbital');
    expect(config.productId).toBe('orbital');
    expect(config.frameParamPrefix).toBe('orbital_');
  });

  it('uses the page origin for the site and the API (the demo mock runs on the same origin)', () => {
    expect(config.siteUrl).toBe('http://localhost:4173');
    expect(config.apiBaseUrl).toBe('http://localhost:4173');
  });

  it('serves games from games.localhost on the page port (Decision 3)', () => {
    expect(config.gamesOrigin).toBe('http://games.localhost:4173');
    expect(loadConfig({}, { origin: 'http://localhost:9000' }).gamesOrigin).toBe('http://games.localhost:9000');
    expect(loadConfig({}, { origin: 'https://orbital.example' }).gamesOrigin).toBe('https://games.orbital.example');
    expect(loadConfig({}, { origin: 'http://127.0.0.1:4173' }).gamesOrigin).toBe('http://games.localhost:4173');
  });

  it('connects realtime on port 6001 with forced TLS (spec §7)', () => {
    expect(config.realtime).toEqual({
      host: 'localhost',
      port: 6001,
      key: 'orbital-demo-key',
      scheme: 'https',
      forceTLS: true,
      cluster: 'mt1',
    });
  });

  it('keeps ads and the maintenance gate off, with the demo bypass key orbital-preview', () => {
    expect(config.ads).toEqual({ enabled: false, networkScriptUrl: undefined });
    expect(config.maintenance).toEqual({ gate: false, key: 'orbital-preview' });
  });

  it('has the five social links, the chat community and the privacy-rights link', () => {
    expect(Object.keys(config.social)).toEqual(['discord', 'x', 'youtube', 'instagram', 'tiktok']);
    for (const url of Object.values(config.social)) expect(url).toMatch(/^https:\/\//);
    expect(config.chatCommunityUrl).toMatch(/^https:\/\//);
    expect(config.developerAreaUrl).toBe('http://developers.localhost:4173');
    expect(config.privacyRightsUrl).toBe('/hc/legal/privacy-policy');
  });

  it('picks analytics and response checks by mode (Decision 7)', () => {
    expect(config.analytics).toEqual({ enabled: true, userAgent: false, sink: 'memory' });
    expect(config.checkResponses).toBe(false);
    const dev = loadConfig({ MODE: 'development' }, DEMO);
    expect(dev.analytics.sink).toBe('console');
    expect(dev.checkResponses).toBe(true);
    const test = loadConfig({ MODE: 'test' }, DEMO);
    expect(test.analytics.sink).toBe('memory');
    expect(test.checkResponses).toBe(true);
    const prod = loadConfig({ MODE: 'production' }, DEMO);
    expect(prod.analytics).toEqual({ enabled: false, userAgent: false, sink: 'dataLayer' });
    expect(prod.checkResponses).toBe(false);
  });
});

describe('loadConfig from variables', () => {
  it('reads every VITE_ORBITAL_* variable', () => {
    const config = loadConfig(
      {
        MODE: 'production',
        VITE_ORBITAL_PRODUCT_NAME: 'Nebula',
        VITE_ORBITAL_PRODUCT_ID: 'nebula',
        VITE_ORBITAL_SITE_URL: 'https://nebula.example/',
        VITE_ORBITAL_API_URL: 'http://localhost:8787/',
        VITE_ORBITAL_REALTIME_HOST: 'ws.nebula.example',
        VITE_ORBITAL_REALTIME_PORT: '6002',
        VITE_ORBITAL_REALTIME_KEY: 'key123',
        VITE_ORBITAL_REALTIME_SCHEME: 'http',
        VITE_ORBITAL_REALTIME_CLUSTER: 'eu',
        VITE_ORBITAL_GAMES_ORIGIN: 'https://games.nebula.example/some/path',
        VITE_ORBITAL_DEVELOPER_AREA_URL: 'https://developers.nebula.example',
        VITE_ORBITAL_CHAT_URL: 'https://chat.nebula.example',
        VITE_ORBITAL_SOCIAL_DISCORD: 'https://discord.gg/nebula',
        VITE_ORBITAL_SOCIAL_X: 'https://x.com/nebula',
        VITE_ORBITAL_SOCIAL_YOUTUBE: 'https://www.youtube.com/@nebula',
        VITE_ORBITAL_SOCIAL_INSTAGRAM: 'https://www.instagram.com/nebula',
        VITE_ORBITAL_SOCIAL_TIKTOK: 'https://www.tiktok.com/@nebula',
        VITE_ORBITAL_PRIVACY_RIGHTS_URL: 'https://nebula.example/privacy-rights',
        VITE_ORBITAL_COOKIE_DOMAIN: 'nebula.example',
        VITE_ORBITAL_ADS: 'true',
        VITE_ORBITAL_AD_NETWORK_SCRIPT_URL: '/ads/network.js',
        VITE_ORBITAL_MAINTENANCE_GATE: '1',
        VITE_ORBITAL_MAINTENANCE_KEY: 'secret-key',
        VITE_ORBITAL_ANALYTICS: 'TRUE',
        VITE_ORBITAL_ANALYTICS_USER_AGENT: 'true',
        VITE_ORBITAL_ANALYTICS_SINK: 'console',
        VITE_ORBITAL_CHECK_RESPONSES: '0',
      },
      { origin: 'https://www.nebula.example' },
    );
    expect(config).toEqual({
      productName: 'Nebula',
      productId: 'nebula',
      frameParamPrefix: 'nebula_',
      siteUrl: 'https://nebula.example',
      apiBaseUrl: 'http://localhost:8787',
      realtime: { host: 'ws.nebula.example', port: 6002, key: 'key123', scheme: 'http', forceTLS: false, cluster: 'eu' },
      gamesOrigin: 'https://games.nebula.example',
      developerAreaUrl: 'https://developers.nebula.example',
      chatCommunityUrl: 'https://chat.nebula.example',
      social: {
        discord: 'https://discord.gg/nebula',
        x: 'https://x.com/nebula',
        youtube: 'https://www.youtube.com/@nebula',
        instagram: 'https://www.instagram.com/nebula',
        tiktok: 'https://www.tiktok.com/@nebula',
      },
      privacyRightsUrl: 'https://nebula.example/privacy-rights',
      cookieDomain: '.nebula.example',
      ads: { enabled: true, networkScriptUrl: '/ads/network.js' },
      maintenance: { gate: true, key: 'secret-key' },
      analytics: { enabled: true, userAgent: true, sink: 'console' },
      checkResponses: false,
    });
  });

  it("parses booleans properly: 'false' and '0' are false (unlike z.coerce.boolean)", () => {
    for (const [raw, expected] of [
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
      [' False ', false],
    ] as const) {
      expect(loadConfig({ VITE_ORBITAL_ADS: raw }, DEMO).ads.enabled).toBe(expected);
    }
  });

  it('resolves a root-relative API URL against the page origin ("/" = same origin)', () => {
    expect(loadConfig({ VITE_ORBITAL_API_URL: '/' }, { origin: 'https://orbital.example' }).apiBaseUrl).toBe('https://orbital.example');
    expect(loadConfig({ VITE_ORBITAL_API_URL: '/api/' }, { origin: 'https://orbital.example' }).apiBaseUrl).toBe(
      'https://orbital.example/api',
    );
  });

  it('derives the realtime scheme from the TLS switch and the other way round', () => {
    expect(loadConfig({ VITE_ORBITAL_REALTIME_FORCE_TLS: 'false' }, DEMO).realtime).toMatchObject({ scheme: 'http', forceTLS: false });
    expect(loadConfig({ VITE_ORBITAL_REALTIME_SCHEME: 'http' }, DEMO).realtime).toMatchObject({ scheme: 'http', forceTLS: false });
    expect(loadConfig({ VITE_ORBITAL_REALTIME_SCHEME: 'https', VITE_ORBITAL_REALTIME_FORCE_TLS: 'true' }, DEMO).realtime.forceTLS).toBe(true);
  });

  it('works with the real import.meta.env shape (booleans mixed in)', () => {
    expect(loadConfig({ MODE: 'test', DEV: true, PROD: false, SSR: false, BASE_URL: '/' }, DEMO).productName).toBe('Orbital');
  });

  it('documents every variable it reads in .env.example, and nothing else', () => {
    expect(envVarNames.every((name) => name.startsWith('VITE_ORBITAL_'))).toBe(true);
    const example = readFileSync(resolve(process.cwd(), '.env.example'), 'utf8');
    const documented = new Set(example.match(/VITE_ORBITAL_[A-Z_]+(?==)/g));
    expect([...documented].toSorted()).toEqual(envVarNames.toSorted());
  });
});

describe('ConfigError', () => {
  it('names each malformed variable and what it expects', () => {
    const error = errorOf(() =>
      loadConfig(
        {
          VITE_ORBITAL_API_URL: 'ftp://api.orbital.example',
          VITE_ORBITAL_ADS: 'yes',
          VITE_ORBITAL_REALTIME_PORT: '70000',
          VITE_ORBITAL_PRODUCT_ID: 'Orbital',
          VITE_ORBITAL_SOCIAL_X: 'javascript:alert(1)',
        },
        DEMO,
      ),
    );
    expect(error.name).toBe('ConfigError');
    expect(error.problems.map((p) => p.variable)).toEqual([
      'VITE_ORBITAL_PRODUCT_ID',
      'VITE_ORBITAL_API_URL',
      'VITE_ORBITAL_REALTIME_PORT',
      'VITE_ORBITAL_SOCIAL_X',
      'VITE_ORBITAL_ADS',
    ]);
    expect(error.message).toContain('- VITE_ORBITAL_API_URL: malformed (got "ftp://api.orbital.example"); expected the API host: an absolute http(s) URL');
    expect(error.message).toContain('- VITE_ORBITAL_ADS: malformed (got "yes"); expected true, false, 1 or 0');
    expect(error.message).toContain('- VITE_ORBITAL_REALTIME_PORT: malformed (got "70000"); expected a port number between 1 and 65535');
    expect(error.message).toContain('- VITE_ORBITAL_PRODUCT_ID: malformed (got "Orbital"); expected a lower-case id');
    expect(error.message).toContain('- VITE_ORBITAL_SOCIAL_X: malformed');
  });

  it('names a variable that is set but empty as missing', () => {
    const error = errorOf(() => loadConfig({ VITE_ORBITAL_REALTIME_KEY: '', VITE_ORBITAL_PRODUCT_NAME: '  ' }, DEMO));
    expect(error.message).toContain("- VITE_ORBITAL_PRODUCT_NAME: missing (set but empty); expected the product name shown to users");
    expect(error.message).toContain("- VITE_ORBITAL_REALTIME_KEY: missing (set but empty); expected the push server's app key");
  });

  it('refuses a TLS switch that contradicts the scheme', () => {
    const error = errorOf(() => loadConfig({ VITE_ORBITAL_REALTIME_SCHEME: 'https', VITE_ORBITAL_REALTIME_FORCE_TLS: 'false' }, DEMO));
    expect(error.message).toContain('VITE_ORBITAL_REALTIME_FORCE_TLS: malformed (got "false"); expected true to match VITE_ORBITAL_REALTIME_SCHEME="https"');
  });

  it('rejects a games origin that is not http(s) and a maintenance key that is not URL-safe', () => {
    const error = errorOf(() => loadConfig({ VITE_ORBITAL_GAMES_ORIGIN: 'games.localhost', VITE_ORBITAL_MAINTENANCE_KEY: 'a b' }, DEMO));
    expect(error.problems.map((p) => p.variable)).toEqual(['VITE_ORBITAL_GAMES_ORIGIN', 'VITE_ORBITAL_MAINTENANCE_KEY']);
  });
});
