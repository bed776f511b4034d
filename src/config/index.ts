import { assembleConfig, type ParsedEnv } from './assemble';
import { loadConfig, validateConfig } from './load';
// Type only: schema.ts holds the zod schemas, which stay out of the runtime (and the startup path).
import type { OrbitalConfig } from './schema';

export { ConfigError, analyticsSinkNames, envVarNames, loadConfig, validateConfig } from './load';
export type { AnalyticsSinkName, ConfigProblem, EnvRecord, LoadConfigOptions, OrbitalEnvVar } from './load';
export type { OrbitalConfig } from './schema';

type DeepReadonly<T> = { readonly [K in keyof T]: T[K] extends object ? DeepReadonly<T[K]> : T[K] };

/** A partial config: top-level values, or some fields of a group (`{ ads: { enabled: true } }`). */
export type ConfigOverrides = {
  [K in keyof OrbitalConfig]?: OrbitalConfig[K] extends object ? Partial<OrbitalConfig[K]> : OrbitalConfig[K];
};

const pageOrigin = typeof window === 'undefined' ? undefined : window.location.origin;

/**
 * A production build's variables, parsed and checked at build time (vite.config.ts, `configAtBuild`: a
 * bad value fails the build); undefined in every other mode, which parses `import.meta.env` here.
 */
declare const ORBITAL_PARSED_ENV: ParsedEnv | undefined;

/** The config as loaded from `import.meta.env`, before any override. */
const loaded: OrbitalConfig =
  typeof ORBITAL_PARSED_ENV === 'object' ? assembleConfig(ORBITAL_PARSED_ENV, { origin: pageOrigin }) : loadConfig(import.meta.env, { origin: pageOrigin });
const live: OrbitalConfig = structuredClone(loaded);

/**
 * The one config (guide §2.9): read fields at use time (`config.ads.enabled`), not into module
 * constants, so that the demo entry's overrides apply everywhere.
 */
export const config: DeepReadonly<OrbitalConfig> = live;

/** The same object as `config`, for callers that prefer a function. */
export function getConfig(): DeepReadonly<OrbitalConfig> {
  return live;
}

function merge(base: OrbitalConfig, patch: ConfigOverrides): OrbitalConfig {
  return {
    ...base,
    ...patch,
    realtime: { ...base.realtime, ...patch.realtime },
    social: { ...base.social, ...patch.social },
    ads: { ...base.ads, ...patch.ads },
    maintenance: { ...base.maintenance, ...patch.maintenance },
    analytics: { ...base.analytics, ...patch.analytics },
  };
}

/**
 * Overrides config values at run time. ONLY the demo entry may call this, before the app renders
 * (guide §2.9: maintenance gate, ads flag and the like from the sandbox); components never do.
 * The result is validated like the loaded config: a bad value throws a ConfigError naming its path,
 * and the config is left unchanged.
 */
export function overrideConfig(patch: ConfigOverrides): DeepReadonly<OrbitalConfig> {
  const merged = merge(live, patch);
  if (patch.productId !== undefined && patch.frameParamPrefix === undefined) {
    merged.frameParamPrefix = `${merged.productId}_`;
  }
  Object.assign(live, validateConfig(merged));
  return live;
}

/** Restores the config loaded from the environment (tests and the demo's reset). */
export function resetConfig(): void {
  Object.assign(live, structuredClone(loaded));
}
