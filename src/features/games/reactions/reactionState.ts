/*
 * The reaction toggle's state machine (spec §4: "optimistic flip, reverted on failure; a server reply
 * carrying retracted clears the selection"), one per reaction type, without React or the network, so it
 * can be tested on its own.
 *
 * At most one request per type is in flight. A click while one is in flight only records the player's
 * latest intent (and shows it at once); when the request settles the intent is sent if it differs from
 * what the server now holds. So a double click never sends two conflicting requests, and the count the
 * page shows always ends where the server is.
 *
 * `shown` in every result is whether the reaction is marked on screen now; the caller moves the cached
 * count by one whenever `shown` changes.
 */

/** A type with a request in flight. Absent (undefined) means idle: the cache holds the truth. */
export interface ReactionSlot {
  /** The status of the request in flight. */
  sending: boolean;
  /** The player's latest intent, clicked while the request was in flight; null when none differs. */
  queued: boolean | null;
  /** What the server held before the request in flight: where a failure rolls back to. */
  confirmed: boolean;
}

export interface ReactionStep {
  /** The slot after the event; undefined when the type is idle again. */
  slot: ReactionSlot | undefined;
  /** A request to send now (its `status`), or null. */
  send: boolean | null;
  /** Whether the reaction shows as marked after the event. */
  shown: boolean;
}

/** What the screen shows for a type: the latest intent, else the status in flight, else the server's. */
export function shownOf(slot: ReactionSlot | undefined, cached: boolean): boolean {
  if (!slot) return cached;
  return slot.queued ?? slot.sending;
}

/**
 * A click. `cached` is the marked flag the page shows from its data (used when the type is idle).
 * Idle: flip at once and send the new status. In flight: flip on screen and remember the intent.
 */
export function click(slot: ReactionSlot | undefined, cached: boolean): ReactionStep {
  if (!slot) {
    const next = !cached;
    return { slot: { sending: next, queued: null, confirmed: cached }, send: next, shown: next };
  }
  const next = !shownOf(slot, cached);
  // Back to the status in flight: nothing more to send once it lands.
  const queued = next === slot.sending ? null : next;
  return { slot: { ...slot, queued }, send: null, shown: next };
}

/**
 * The request in flight succeeded. `retracted` clears the selection whatever was sent. A differing
 * intent clicked meanwhile is sent next; otherwise the type is idle.
 */
export function succeed(slot: ReactionSlot, retracted: boolean): ReactionStep {
  const confirmed = retracted ? false : slot.sending;
  if (slot.queued !== null && slot.queued !== confirmed) {
    return { slot: { sending: slot.queued, queued: null, confirmed }, send: slot.queued, shown: slot.queued };
  }
  return { slot: undefined, send: null, shown: confirmed };
}

/** The request in flight failed: back to what the server held; a pending intent is dropped with it. */
export function fail(slot: ReactionSlot): ReactionStep {
  return { slot: undefined, send: null, shown: slot.confirmed };
}
