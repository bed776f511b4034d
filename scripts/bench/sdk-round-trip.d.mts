// Types of sdk-round-trip.mjs (for the TypeScript tests that import it).
export const ROUND_TRIPS: number;
export const ROUND_TRIP_BAR_MS: number;
export const HARNESS_HTML: string;
export function percentile(samples: readonly number[], p: number): number | null;
export function medianOf(samples: readonly number[]): number | null;
export interface RoundTripSummary {
  count: number;
  median: number | null;
  p95: number | null;
  min: number | null;
  max: number | null;
  barMs: number;
  pass: boolean;
}
export function summariseRoundTrips(samples: readonly number[], barMs?: number): RoundTripSummary;
export function measureSdkRoundTrip(options: { demoDir: string; gamesDir: string; port: number; count?: number }): Promise<
  RoundTripSummary & { samples: number[]; userAgent: string }
>;
