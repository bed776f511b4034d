/**
 * A route whose loader reads the address's query string can still start its request with its HTML (the
 * early-data script, scripts/early-data.js, ADR 0012) when the address is simple enough for the script to
 * fill in without the app's code: one parameter taken as it stands, every other parameter at its default.
 * The route declares it as `handle: { earlyQuery }`; the prerender checks the declaration against the
 * loader (both addresses must make the same request) and records the request with the value as a hole.
 */
export interface EarlyQuery {
  /** The parameter whose value fills the request (`query`): taken only when it is already as the app sends it, trimmed. */
  fill: string;
  /** Its length, in UTF-16 units, as the app accepts it. */
  min: number;
  max: number;
  /** Every other parameter the address may have, at the value that makes the same request as its absence. */
  same: Readonly<Record<string, string>>;
}

/** The early query of a route's `handle`, if it declares one. */
export function earlyQueryOf(handle: unknown): EarlyQuery | undefined {
  if (typeof handle !== 'object' || handle === null || !('earlyQuery' in handle)) return undefined;
  return (handle as { earlyQuery: EarlyQuery }).earlyQuery;
}
