import type { RelayTraffic } from './relay';

/*
 * The SDK traffic seam (issue 12, the sandbox's SDK inspector), like the analytics sink: the demo entry
 * installs a sink before the app renders, and every relay the game page starts streams its traffic to
 * it. Unset (production), it costs the relay nothing: no listener is added. Types only from relay.ts, so
 * importing this module never pulls the relay's lazy chunk into the game page's own.
 */

/** Where the relays' traffic goes. */
export interface SdkTrafficSink {
  /**
   * A relay started for `game` (a game page opened, or another game on the same page): returns the
   * listener that gets each of its traffic entries, in order.
   */
  connect(game: string): (entry: RelayTraffic) => void;
}

let sink: SdkTrafficSink | null = null;

/** Installs the sink (the demo entry) or removes it (null). Relays started afterwards use it. */
export function setSdkTrafficSink(next: SdkTrafficSink | null): void {
  sink = next;
}

/** The installed sink, or null. */
export function getSdkTrafficSink(): SdkTrafficSink | null {
  return sink;
}
