/**
 * The route's API requests that the early-data script of a prerendered page started with its HTML
 * (scripts/early-data.js, ADR 0012), by URL. The API client takes one instead of asking again, once: the
 * request it stands for was made as the client makes it (GET, credentials included, JSON accepted).
 */
interface EarlyRequest {
  /** performance.now() when the script started it. */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    orbitalEarly?: Record<string, EarlyRequest | undefined>;
  }
}

/** An early request older than this is not taken: the app's own request is fresher. */
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

/** The early request for `url`, removed so that it is used once; undefined when there is none (or it is stale). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.orbitalEarly?.[url];
  if (!early) return undefined;
  delete window.orbitalEarly![url];
  return performance.now() - early.at <= EARLY_RESPONSE_MAX_AGE_MS ? early.response : undefined;
}
