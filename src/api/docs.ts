import { z } from 'zod';
import { DOMAIN_TITLES, endpointList } from './contract';
import { type Endpoint, pathParamNames } from './endpoint';
import { networkErrorBody } from './errors';
import { QUERY_MAX_RETRIES, QUERY_STALE_TIME } from './queryClient';
import { realtimeEvents } from './schemas/realtime';

/*
 * Renders docs/api.md from the contract. Pure: scripts/gen-api-docs.mjs writes the result, and
 * contract.test.ts fails when the committed file differs from it.
 */

/** What each path parameter name means (every name used in the contract must be here). */
export const PATH_PARAM_DESCRIPTIONS: Readonly<Record<string, string>> = {
  game: 'Game slug.',
  slug: 'Game slug.',
  item: 'Catalog item slug.',
  tag: 'Tag slug.',
  developer: 'Developer slug.',
  announcement: 'Announcement slug.',
  user: 'Username.',
  article: 'Article slug.',
  page: 'Legal page: terms-of-service, privacy-policy, refund-policy, imprint or about-us.',
  size: 'Ad slot size: 600x500 or 735x90.',
  uuid: 'UUID of the review (reviews.*), ad (ads.*) or friend request (account.*FriendRequest).',
  id: 'Numeric id: history session (sessions.end) or user (auth.verifyEmail).',
  hash: 'Verification hash from the e-mail link.',
  provider: 'Social provider: facebook or google.',
  token: 'One-time token from the e-mail or provider link.',
  slot: 'Save slot, a positive integer (default 1).',
};

// --- a small JSON Schema model (what z.toJSONSchema emits) ------------------------------------

interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonNode>;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
}

interface Row {
  field: string;
  type: string;
  required: boolean;
  notes: string;
}

const SHOWN_FORMATS = new Set(['date-time', 'email', 'uri', 'uuid']);
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function toJson(schema: z.ZodType, io: 'input' | 'output', defs: Map<string, JsonNode>): JsonNode {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as unknown as JsonNode;
  for (const [name, def] of Object.entries(json.$defs ?? {})) if (!defs.has(name)) defs.set(name, def);
  return json;
}

const anchor = (name: string) => `entity-${name.toLowerCase()}`;
const refName = (ref: string) => ref.replace(/^#\/\$defs\//, '');
const code = (value: string) => `\`${value}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function variantsOf(node: JsonNode): JsonNode[] | undefined {
  return node.anyOf ?? node.oneOf;
}

function typeLabel(node: JsonNode): string {
  if (node.$ref) {
    const name = refName(node.$ref);
    return `[${name}](#${anchor(name)})`;
  }
  if (node.const !== undefined) return code(JSON.stringify(node.const));
  if (node.enum) return node.enum.map((v) => code(JSON.stringify(v))).join(' | ');
  const variants = variantsOf(node);
  if (variants) return variants.map(typeLabel).join(' | ');
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length === 0) return 'any';
  return types
    .map((t) => {
      if (t === 'array') {
        const inner = node.items ? typeLabel(node.items) : 'any';
        return inner.includes(' | ') ? `(${inner})[]` : `${inner}[]`;
      }
      if (t === 'string' && node.format && SHOWN_FORMATS.has(node.format)) return `string (${node.format})`;
      return t;
    })
    .join(' | ');
}

function range(min: string | undefined, max: string | undefined, what = ''): string | undefined {
  if (min !== undefined && max !== undefined) return `${what}${min}–${max}`;
  if (min !== undefined) return `${what}≥ ${min}`;
  if (max !== undefined) return `${what}≤ ${max}`;
  return undefined;
}

/** A bound worth printing: zod's ±MAX_SAFE_INTEGER bounds of .int() are noise. */
const num = (v: number | undefined) => (v === undefined || Math.abs(v) >= MAX_SAFE ? undefined : String(v));

function notesOf(node: JsonNode): string {
  const notes: string[] = [];
  const length = range(num(node.minLength), num(node.maxLength), 'length ');
  if (length) notes.push(length);
  const low = node.exclusiveMinimum !== undefined ? `> ${node.exclusiveMinimum}` : undefined;
  const value = range(num(node.minimum), num(node.maximum));
  if (low && value) notes.push(`${low}, ${value}`);
  else if (low) notes.push(low);
  else if (value) notes.push(value);
  const items = range(num(node.minItems), num(node.maxItems), 'items ');
  if (items) notes.push(items);
  const showPattern = !(node.format && SHOWN_FORMATS.has(node.format));
  if (showPattern && node.pattern) notes.push(`pattern ${code(node.pattern)}`);
  if (showPattern && node.allOf) {
    for (const part of node.allOf) if (part.pattern) notes.push(`pattern ${code(part.pattern)}`);
  }
  if (node.default !== undefined) notes.push(`default ${code(JSON.stringify(node.default))}`);
  if (node.description) notes.push(node.description);
  return notes.join('; ');
}

const isInlineObject = (node: JsonNode) => node.$ref === undefined && node.properties !== undefined;

/** The discriminating `key = value` of an object variant, if it has a const property. */
function discriminator(node: JsonNode): string | undefined {
  for (const [key, prop] of Object.entries(node.properties ?? {})) {
    if (prop.const !== undefined) return `${key} = ${JSON.stringify(prop.const)}`;
  }
  return undefined;
}

function collectRows(node: JsonNode, path: string, required: boolean, rows: Row[], condition = ''): void {
  const withCondition = (notes: string) => [condition, notes].filter(Boolean).join('; ');
  if (path) rows.push({ field: path, type: typeLabel(node), required, notes: withCondition(notesOf(node)) });
  if (isInlineObject(node)) {
    const req = new Set(node.required ?? []);
    for (const [key, prop] of Object.entries(node.properties ?? {})) {
      collectRows(prop, path ? `${path}.${key}` : key, req.has(key), rows, condition);
    }
    return;
  }
  if (node.items && (isInlineObject(node.items) || variantsOf(node.items))) {
    collectRows(node.items, `${path}[]`, true, rows, condition);
    return;
  }
  const objects = (variantsOf(node) ?? []).filter(isInlineObject);
  if (objects.length === 1 && objects[0]) {
    const only = objects[0];
    const req = new Set(only.required ?? []);
    for (const [key, prop] of Object.entries(only.properties ?? {})) {
      collectRows(prop, path ? `${path}.${key}` : key, req.has(key), rows, condition);
    }
  } else if (objects.length > 1) {
    objects.forEach((variant, i) => {
      const when = `when ${discriminator(variant) ?? `variant ${i + 1}`}`;
      const req = new Set(variant.required ?? []);
      for (const [key, prop] of Object.entries(variant.properties ?? {})) {
        collectRows(prop, path ? `${path}.${key}` : key, req.has(key), rows, [condition, when].filter(Boolean).join(', '));
      }
    });
  }
}

function table(rows: Row[]): string[] {
  if (rows.length === 0) return ['_No fields._'];
  return [
    '| Field | Type | Required | Notes |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${cell(code(r.field))} | ${cell(r.type)} | ${r.required ? 'yes' : 'no'} | ${cell(r.notes)} |`),
  ];
}

/** A schema as markdown: a one-line summary when it is not an inline object, then its fields. */
function renderSchema(title: string, node: JsonNode): string[] {
  const rows: Row[] = [];
  collectRows(node, '', true, rows);
  const out: string[] = [];
  if (isInlineObject(node)) {
    out.push(`**${title}**${node.description ? ` — ${node.description}` : ''}`, '');
  } else {
    const notes = notesOf(node);
    out.push(`**${title}**: ${typeLabel(node)}${notes ? ` — ${notes}` : ''}`, '');
    if (rows.length === 0) return out;
  }
  out.push(...table(rows), '');
  return out;
}

function slugify(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

function renderEndpoint(endpoint: Endpoint, defs: Map<string, JsonNode>): string[] {
  const out = [
    `### ${endpoint.key}`,
    '',
    `${code(`${endpoint.method} ${endpoint.path}`)} · auth: **${endpoint.auth}** · source: ${endpoint.source}`,
    '',
    endpoint.description,
    '',
  ];
  const params = pathParamNames(endpoint.path);
  if (params.length) {
    out.push('**Path parameters**', '', '| Name | Notes |', '|---|---|');
    for (const name of params) out.push(`| ${code(name)} | ${cell(PATH_PARAM_DESCRIPTIONS[name] ?? '')} |`);
    out.push('');
  }
  if (endpoint.query) out.push(...renderSchema('Query', toJson(endpoint.query, 'input', defs)));
  if (endpoint.body) out.push(...renderSchema('Body (JSON)', toJson(endpoint.body, 'input', defs)));
  out.push(...renderSchema('Response `data`', toJson(endpoint.response, 'output', defs)));
  return out;
}

const CONVENTIONS = (): string[] => [
  '## Conventions',
  '',
  '### Requests',
  '',
  '- **URL**: the configured API base (`{host}`, trailing slashes dropped) + the path + the query string.',
  '- **Path parameters** (`:name`) are filled with `encodeURIComponent(String(value))`; a missing or empty one is a bug (TypeError), never a request.',
  '- **Query strings**: `undefined` and `null` values are left out; booleans are sent as `1` / `0`; numbers in decimal; strings as they are; encoded with `URLSearchParams` (space → `+`). Arrays are not used in queries.',
  '- **Headers**: `Accept: application/json` on every call; `Content-Type: application/json` only when a body is sent. Bodies are JSON. Cookies are sent (`credentials: \'include\'`): the session is a cookie.',
  '- **Auth column**: `public` — no session needed, same answer for everyone; `optional` — works without a session, personalised with one; `private` — needs a session (401 without, 419 when it expired, 403 when not allowed). It states what the server requires: a few spec §7 paths under `/v1/public/` need a session.',
  '- **Request checking** (development and tests only): bodies and queries are validated against their schemas before sending; a mismatch rejects with `debug: "err_request"` (code 400) and nothing is sent. Forms validate with the same schemas first.',
  '',
  '### Responses: the envelope',
  '',
  'Every response body is a JSON envelope:',
  '',
  '```json',
  '{ "status": { "success": true, "code": 200, "message": "OK", "debug": null }, "data": {} }',
  '```',
  '',
  '- **OK** means HTTP status 2xx **and** `status.success === true`. The call then resolves with `data` (`null` when absent).',
  '- **Anything else with an envelope** (a 2xx with `success: false`, any 4xx or 5xx) rejects with an `ApiError` whose `body` is the **whole** body, unchanged (`status` and `data`). `error.code` is `status.code` (which a 2xx-with-failure sets itself), `error.message` is `status.message` (shown to the user), `error.debug` is `status.debug` (sent to analytics), `error.httpStatus` is the HTTP status.',
  '- **Network failure or unparseable response** (fetch fails, the body is not JSON, or it is JSON but not an envelope — e.g. an HTML 500 page or an empty 204) rejects with this body (spec §8):',
  '',
  '```json',
  JSON.stringify(networkErrorBody(), null, 2),
  '```',
  '',
  '- **Cancellation**: when the caller\'s `AbortSignal` fires (react-query cancelling a query), the call rejects with the signal\'s reason (an `AbortError` `DOMException` by default), never with the network error. A timeout (`AbortSignal.timeout`, `TimeoutError`) is a network failure.',
  '- **Response checking** (development and tests): `data` of an OK response is parsed with the endpoint\'s response schema below; a mismatch rejects with `debug: "err_schema"` (code 500) and a message naming the endpoint and the issues, and is logged with `console.error`. The value resolved is always the raw `data`: schemas never transform, so checking never changes behaviour.',
  '- Extra fields the schemas do not list are allowed (and ignored by the app).',
  '- Dates are ISO 8601 strings with an offset; image paths are absolute URLs or site-relative paths, `null` meaning "show the placeholder".',
  '',
  '### Status codes the app reacts to',
  '',
  '| Code | Meaning | App behaviour (engineering guide §2.10) |',
  '|---|---|---|',
  '| 401 | not logged in | status screen for a page\'s primary data; login prompt for actions |',
  '| 403 | not allowed | "Permission Denied" screen / toast |',
  '| 404 | not found | 404 page (redirect check first) |',
  '| 419 | session expired | "Session Expired" screen |',
  '| 422 | validation failed | `status.message` next to the form / in a toast |',
  '| 500, other | server error | inline "Oops!" with the message and a retry, or the 500 screen |',
  '| 503 (no `err_network`) | maintenance | "Service Unavailable" screen |',
  '| 503 + `err_network` | network | inline network message with a retry (never the maintenance screen) |',
  '',
  '### Client-side markers in `status.debug`',
  '',
  '| `debug` | Code | When |',
  '|---|---|---|',
  '| `err_network` | 503 | network failure or unparseable response (always) |',
  '| `err_schema` | 500 | response data does not match its schema (dev/test) |',
  '| `err_request` | 400 | body or query does not match its schema; nothing sent (dev/test) |',
  '| `err_client` | 500 | an exception in client code, wrapped so react-query only sees `ApiError` |',
  '',
  '### React Query',
  '',
  `- Query keys: \`[domain, name, params?, query?]\` from the endpoint key (\`games.reviews\` → \`['games', 'reviews', { game }, { page }]\`), so invalidating a prefix (\`['games']\`, \`['games', 'reviews', { game }]\`) works. Undefined query fields are dropped.`,
  `- Queries are fresh for ${QUERY_STALE_TIME / 1000} s, do not refetch on window focus, and are retried at most ${QUERY_MAX_RETRIES}× — only for a network error or a 5xx other than 503. Mutations are never retried.`,
  '- Toasts, status screens and auth redirects are decided in the query/mutation caches\' `onError` or in features, never in the transport.',
  '',
];

function renderRealtime(defs: Map<string, JsonNode>): string[] {
  const out = [
    '## Realtime events',
    '',
    'Echo (Pusher protocol) on port 6001 with forced TLS; private channels are authorised by `auth.channel`. Guests without the session cookie do not connect.',
    '',
  ];
  for (const [name, event] of Object.entries(realtimeEvents)) {
    out.push(`### ${name}`, '', `Channels: ${event.channels.map((c) => code(c)).join(', ')}`, '', event.description, '');
    out.push(...renderSchema('Payload', toJson(event.schema, 'output', defs)));
  }
  return out;
}

function renderEntities(defs: Map<string, JsonNode>): string[] {
  const out = ['## Entities', '', 'Shapes referenced above, each listed once.', ''];
  const names = [...defs.keys()].toSorted((a, b) => a.localeCompare(b));
  for (const name of names) {
    const node = defs.get(name);
    if (!node) continue;
    out.push(`### Entity: ${name}`, '');
    if (node.description) out.push(node.description, '');
    const rows: Row[] = [];
    collectRows({ ...node, description: undefined }, '', true, rows);
    if (isInlineObject(node) || rows.length) out.push(...table(rows), '');
    else out.push(`${typeLabel(node)}`, '');
  }
  return out;
}

/** docs/api.md, rendered from the contract. */
export function renderApiDocs(list: readonly Endpoint[] = endpointList): string {
  const defs = new Map<string, JsonNode>();
  const domains = [...new Set(list.map((e) => e.key.split('.')[0] ?? e.key))];

  const out: string[] = [
    '<!-- Generated from src/api/contract.ts by `node scripts/gen-api-docs.mjs`. Do not edit by hand. -->',
    '',
    '# Orbital API contract',
    '',
    'Every call the app makes: method, path, who may call it, query, body and response. The client, the mocks and',
    'this document all come from `src/api/contract.ts` and the zod schemas in `src/api/schemas/` (spec §7, Decision 2).',
    '',
    ...CONVENTIONS(),
    '## Endpoint index',
    '',
    `${list.length} endpoints (${list.filter((e) => e.source === 'spec §7').length} quoted from spec §7, ${list.filter((e) => e.source === 'Decision 2').length} defined by us under Decision 2).`,
    '',
    '| Key | Method | Path | Auth | Source |',
    '|---|---|---|---|---|',
    ...list.map(
      (e) => `| [${e.key}](#${slugify(e.key)}) | ${e.method} | ${code(e.path)} | ${e.auth} | ${e.source} |`,
    ),
    '',
  ];

  for (const domain of domains) {
    out.push(`## ${DOMAIN_TITLES[domain] ?? domain}`, '');
    for (const endpoint of list.filter((e) => e.key.startsWith(`${domain}.`))) out.push(...renderEndpoint(endpoint, defs));
  }
  out.push(...renderRealtime(defs));
  out.push(...renderEntities(defs));
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
