import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, config, getConfig, overrideConfig, resetConfig } from '.';

afterEach(() => resetConfig());

describe('config (loaded once from import.meta.env)', () => {
  it('holds the test-mode defaults', () => {
    expect(config.productName).toBe('Orbital');
    expect(config.productId).toBe('orbital');
    expect(config.apiBaseUrl).toBe(window.location.origin);
    expect(config.analytics.sink).toBe('memory');
    expect(config.checkResponses).toBe(true);
    expect(getConfig()).toBe(config);
  });
});

describe('overrideConfig (demo entry only)', () => {
  it('overrides single fields of a group and keeps the rest, visible through the same object', () => {
    overrideConfig({ ads: { enabled: true }, maintenance: { gate: true } });
    expect(config.ads.enabled).toBe(true);
    expect(config.ads.networkScriptUrl).toBeUndefined();
    expect(config.maintenance).toEqual({ gate: true, key: 'orbital-preview' });
  });

  it('keeps the frame prefix in step with the product id', () => {
    overrideConfig({ productId: 'nebula' });
    expect(config.frameParamPrefix).toBe('nebula_');
  });

  it('validates the result and leaves the config unchanged on a bad value', () => {
    expect(() => overrideConfig({ productId: 'Not Lower', realtime: { port: 0 } })).toThrow(ConfigError);
    expect(() => overrideConfig({ realtime: { port: 0 } })).toThrow(/- realtime\.port: malformed \(got "0"\)/);
    expect(config.productId).toBe('orbital');
    expect(config.realtime.port).toBe(6001);
  });

  it('resetConfig restores the loaded values', () => {
    overrideConfig({ ads: { enabled: true } });
    resetConfig();
    expect(config.ads.enabled).toBe(false);
  });
});
