/*
 * Hashing for the seed: FNV-1a (32 bit) over a canonical JSON (object keys sorted), so the hash depends
 * on the data only, never on key order.
 */

/** FNV-1a, 32 bit, over the UTF-16 code units of `text`. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** FNV-1a as 8 lower-case hex digits. */
export function fnv1aHex(text: string): string {
  return fnv1a(text).toString(16).padStart(8, '0');
}

/** JSON with object keys sorted at every level; undefined properties dropped (as JSON.stringify does). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v).toSorted()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }
    return v;
  });
}
