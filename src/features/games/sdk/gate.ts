import { isSubdomainOf, isValidId, SUPPORTED_VERSIONS } from '@orbital/sdk/protocol';
import { errorReply, type RelayReply, type RelayRequest } from './wire';

/*
 * The gate (spec §5 origin rule, decision 3, issue 12): which window messages the relay treats as SDK
 * requests. Pure and total: whatever the input (throwing getters, revoked proxies, huge strings), it
 * returns a result and never throws, so a hostile frame cannot break the page.
 */

/** Why a message was dropped (shown by the sandbox's SDK inspector). */
export type DropReason = 'origin' | 'source' | 'shape' | 'from' | 'id' | 'version';

export type GateResult = { accept: RelayRequest; origin: string } | { reply: RelayReply; origin: string } | { drop: DropReason };

export interface GateContext {
  /** The page's hostname (`location.hostname`), e.g. 'orbital.localhost'. */
  pageHostname: string;
  /** This page's game frame's window (`iframe.contentWindow`); null while there is none. */
  frameWindow: unknown;
  /** config.productId: the `from` of every request and reply. */
  productId: string;
  /** Protocol versions the page accepts (default: SUPPORTED_VERSIONS). */
  supportedVersions?: readonly number[];
}

/** Longest method name (characters); the protocol's longest is far shorter. */
export const MAX_METHOD_LENGTH = 64;
/** Longest origin string the gate parses (a real origin is far shorter). */
const MAX_ORIGIN_LENGTH = 512;

/** Decision 3: the origin's hostname ends with '.' + the page's hostname (a subdomain, never a look-alike). */
export function isGameOrigin(origin: unknown, pageHostname: string): origin is string {
  if (typeof origin !== 'string' || origin.length > MAX_ORIGIN_LENGTH || pageHostname === '') return false;
  let hostname: string;
  try {
    const url = new URL(origin);
    // An origin is scheme://host[:port] and nothing else; 'null' (opaque) fails to parse.
    if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
    hostname = url.hostname;
  } catch {
    return false;
  }
  return isSubdomainOf(hostname, pageHostname.toLowerCase());
}

/** A plain object: not null, not an array, its prototype Object.prototype or null. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Checks one message event. Order: origin, source, shape (plain object with a string method), from,
 * id, version. A `handshake` with an unsupported `v` (but otherwise valid) is answered
 * `unsupported_version` with the supported versions in the message; any other unsupported `v` is dropped.
 */
export function acceptMessage(event: unknown, context: GateContext): GateResult {
  try {
    return check(event, context);
  } catch {
    // A throwing getter or a revoked proxy somewhere in the message.
    return { drop: 'shape' };
  }
}

function check(event: unknown, context: GateContext): GateResult {
  if (typeof event !== 'object' || event === null) return { drop: 'shape' };
  const { origin, source, data } = event as { origin?: unknown; source?: unknown; data?: unknown };
  if (!isGameOrigin(origin, context.pageHostname)) return { drop: 'origin' };
  if (context.frameWindow === null || context.frameWindow === undefined || source !== context.frameWindow) return { drop: 'source' };
  if (!isPlainObject(data)) return { drop: 'shape' };

  // Each field is read once (a getter could answer differently on a second read).
  const { from, id, method, v, params } = data as { from?: unknown; id?: unknown; method?: unknown; v?: unknown; params?: unknown };
  if (typeof method !== 'string' || method === '' || method.length > MAX_METHOD_LENGTH) return { drop: 'shape' };
  if (from !== context.productId) return { drop: 'from' };
  if (!isValidId(id)) return { drop: 'id' };

  const supported = context.supportedVersions ?? SUPPORTED_VERSIONS;
  if (typeof v !== 'number' || !supported.includes(v)) {
    if (method !== 'handshake') return { drop: 'version' };
    const asked = typeof v === 'number' || typeof v === 'string' ? String(v).slice(0, 16) : typeof v;
    return {
      reply: errorReply(context.productId, id, {
        code: 'unsupported_version',
        message: `Protocol version ${asked} is not supported; this page supports version${supported.length === 1 ? '' : 's'} ${supported.join(', ')}.`,
      }),
      origin,
    };
  }
  return { accept: { id, method, v, params }, origin };
}
