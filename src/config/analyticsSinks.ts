/*
 * The analytics sink names, shared by the zod-free loader (load.ts) and the zod schemas (schema.ts). They
 * live apart so that schema.ts imports nothing from load.ts: load.ts takes its types from schema.ts, and
 * the two importing each other was an import cycle (ADR 0008).
 */

/** Where analytics events go (spec Decision 7). */
export const analyticsSinkNames = ['console', 'memory', 'dataLayer', 'noop'] as const;
export type AnalyticsSinkName = (typeof analyticsSinkNames)[number];
