// The early-data script of prerendered routes (scripts/early-data.js; ADR 0012), as it is inlined into their
// HTML, and the hash the site's Content-Security-Policy allows it by (scripts/lib/csp.mjs): inline, it runs as
// the parser reaches it, before the stylesheet, so the route's data request starts with the HTML; a script file
// would cost a round trip first, and Lighthouse's model counts a high-priority script as render-blocking.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** scripts/early-data.js without its comment lines (indented ones too): the exact text between <script> and </script>. */
export const EARLY_DATA_SCRIPT = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'early-data.js'), 'utf8')
  .replaceAll(/^\s*\/\/.*\n/gm, '')
  .trim();

if (/<\/script|<!--/i.test(EARLY_DATA_SCRIPT)) throw new Error('scripts/early-data.js must not contain "</script" or "<!--": it is inlined into HTML.');

/** The CSP source that allows exactly that script ('sha256-…'). */
export const EARLY_DATA_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_DATA_SCRIPT, 'utf8').digest('base64')}'`;
