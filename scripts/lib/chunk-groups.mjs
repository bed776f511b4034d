// Names of the build's own chunk groups (vite.config.ts › codeSplitting.groups) that the build checks look
// chunks up by, in one place: a renamed group cannot silently turn a check off.

/** The game page's SDK relay and the modules it imports (ADR 0012): never in a route's initial JS. */
export const RELAY_CHUNK = 'relay';
