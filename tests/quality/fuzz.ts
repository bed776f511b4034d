/*
 * URL generator of the route fuzzer (tests/e2e/quality-fuzz.spec.ts): seeded, bounded, and driven by
 * the registry (tests/quality/routes.ts). Each URL takes a route pattern of the table, fills its
 * segments with valid or malformed values, sometimes bends the path (extra segments, trailing or
 * doubled slashes, case), and adds a malformed query string built from the parameters the page reads.
 * Paths always start with exactly one slash (a leading '//' would name another host).
 */
import { ROUTES, SANDBOX_KEYS, type QueryKind, type RouteEntry } from './routes';

/** mulberry32: small, fast, good enough for test data; the same seed gives the same URLs. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const chance = (p: number): boolean => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof createRandom>;

/** Already in URL form (percent-encoding kept as is, broken sequences included). */
const RAW_SEGMENTS = [
  '%E0%A4%A', // truncated UTF-8 sequence: decodeURIComponent throws
  '%',
  '%%',
  '%zz',
  '%2F',
  '%2f..%2f..%2fetc%2fpasswd',
  '..',
  '.',
  '%2e%2e',
  '%00',
  'a%00b',
  '%C0%AF',
  '%FF%FE',
  '%0d%0aSet-Cookie:%20x=1',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  '%F0%9F%9A%80',
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded
  'UPPER-Case',
  '-',
  '_',
  '~',
  '@',
  ';jsessionid=1',
  ':tag',
  '*',
  '(',
  '[]',
];

/** Plain text, percent-encoded before use. */
const TEXT_SEGMENTS = [
  ' ',
  'naïve café',
  '日本語のゲーム',
  'عربي',
  '🚀🎮👾',
  '👨‍👩‍👧‍👦',
  "' OR 1=1 --",
  '"; DROP TABLE games; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  'javascript:alert(1)',
  'https://evil.example/',
  '//evil.example',
  '\\\\evil.example',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  '99999999999999999999999999',
  '[object Object]',
  'true',
  '?',
  '#',
  '&',
  '=',
  '+',
  '\u0000',
  '\u202e',
  '\ufeff',
];

function longSegment(random: Random): string {
  const unit = random.pick(['a', 'x-', '%41', 'é', '🚀', '9']);
  const length = random.pick([256, 1024, 4096]);
  const text = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return unit === '%41' ? text : encodeURIComponent(text);
}

/** A malformed path segment, in URL form. */
export function malformedSegment(random: Random): string {
  const roll = random.next();
  if (roll < 0.1) return '';
  if (roll < 0.2) return longSegment(random);
  if (roll < 0.55) return random.pick(RAW_SEGMENTS);
  return encodeURIComponent(random.pick(TEXT_SEGMENTS));
}

function malformedValue(random: Random, kind: QueryKind | null): string {
  const generic = (): string => (random.chance(0.4) ? random.pick(RAW_SEGMENTS) : encodeURIComponent(random.pick(TEXT_SEGMENTS)));
  if (random.chance(0.15)) return '';
  if (random.chance(0.1)) return longSegment(random);
  switch (kind?.type) {
    case 'page':
      return random.pick(['-1', '0', '-0', '1.5', 'NaN', 'abc', '1e309', '9007199254740993', '999999', '0x10', '%20', '2abc', 'Infinity', generic()]);
    case 'flag':
      return random.pick(['2', '-1', 'yes', 'true', 'TRUE', 'on', 'null', '0', '1', generic()]);
    case 'enum':
    case 'slug':
    case 'text':
      return random.chance(0.3) ? encodeURIComponent(random.pick(kind.valid).toUpperCase()) : generic();
    case 'redirect':
      return encodeURIComponent(
        random.pick([
          'javascript:alert(1)',
          'JaVaScRiPt:alert(1)',
          ' javascript:alert(1)',
          'data:text/html,<script>alert(1)</script>',
          'https://evil.example/',
          '//evil.example',
          '/\\evil.example',
          '\\\\evil.example',
          'http:evil.example',
          '/%2F%2Fevil.example',
          '/search?query=star',
          '/account/home',
          '..%2F..%2F',
          'about:blank',
          'https://localhost.evil.example/',
        ]),
      );
    case 'email':
      return encodeURIComponent(random.pick(['not-an-email', '@', 'a@b', 'player@orbital.test', '<a@b>', 'a'.repeat(300) + '@x.y']));
    case 'token':
      return random.pick(['', 'x', '%00', '..', encodeURIComponent('<script>'), 'demo-reset-token-player', 'a'.repeat(2048)]);
    default:
      return generic();
  }
}

function queryPair(random: Random, route: RouteEntry): string {
  const known = Object.entries(route.query);
  const roll = random.next();
  if (known.length > 0 && roll < 0.6) {
    const [name, kind] = random.pick(known);
    const value = random.chance(0.2) && 'valid' in kind ? encodeURIComponent(random.pick(kind.valid)) : malformedValue(random, kind);
    const key = random.chance(0.1) ? `${name}[]` : random.chance(0.05) ? name.toUpperCase() : name;
    return `${key}=${value}`;
  }
  if (roll < 0.7) return random.pick(['', '=', '==', '&', '=x', 'a==b', 'a=1=2', '%', '%E0%A4%A=1', 'a=%E0%A4%A', '+=+', '__proto__[x]=1', 'constructor=1']);
  const unknown = random.pick(['foo', 'utm_source', 'ref', 'q', 'page_size', 'limit', 'offset', 'lang', 'callback', 'x']);
  return `${unknown}=${malformedValue(random, null)}`;
}

function fillPattern(random: Random, route: RouteEntry, malformRate: number): string[] {
  const segments = route.pattern.split('/').filter(Boolean);
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '*') {
      const count = random.int(1, 3);
      for (let i = 0; i < count; i++) out.push(random.chance(0.5) ? malformedSegment(random) || 'x' : random.pick(['nope', 'arcade', 'old', 'blog', 'hc', 'auth']));
    } else if (segment.startsWith(':')) {
      const valid = route.params[segment.slice(1)] ?? ['x'];
      out.push(random.chance(malformRate) ? malformedSegment(random) : encodeURIComponent(random.pick(valid)));
    } else {
      out.push(random.chance(0.03) ? segment.toUpperCase() : segment);
    }
  }
  return out;
}

/** One fuzzed URL (path + query + sometimes a fragment) for `route`. */
export function fuzzUrl(random: Random, route: RouteEntry): string {
  const segments = fillPattern(random, route, 0.75);
  if (random.chance(0.1)) segments.push(malformedSegment(random) || 'extra');
  if (random.chance(0.05)) segments.splice(random.int(0, segments.length), 0, '');
  let path = `/${segments.join('/')}`;
  if (random.chance(0.1)) path += '/';
  path = path.replace(/^\/{2,}/, '/');

  let query = '';
  const pairs = random.chance(0.8) ? random.int(1, 4) : 0;
  const parts: string[] = [];
  for (let i = 0; i < pairs; i++) parts.push(queryPair(random, route));
  if (random.chance(0.1) && parts.length > 0) parts.push(parts[0] ?? ''); // a repeated parameter
  const safe = parts.filter((part) => !SANDBOX_KEYS.some((key) => part.toLowerCase().startsWith(`${key.toLowerCase()}=`)));
  if (safe.length > 0 || random.chance(0.05)) query = `?${safe.join('&')}`;
  const hash = random.chance(0.05) ? random.pick(['#', '#top', '#%E0%A4%A', '#<x>']) : '';
  return `${path}${query}${hash}`;
}

/** `count` URLs from the registry, every route in turn (so each gets its share), in a seeded order. */
export function fuzzUrls(seed: number, count: number, routes: readonly RouteEntry[] = ROUTES): string[] {
  const random = createRandom(seed);
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const route = routes[i % routes.length];
    if (route) urls.push(fuzzUrl(random, route));
  }
  // Shuffle (Fisher–Yates) so a batch mixes routes and same-route neighbours are rare.
  for (let i = urls.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [urls[i], urls[j]] = [urls[j] as string, urls[i] as string];
  }
  return urls;
}
