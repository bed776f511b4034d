import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * No secret in the bundle (engineering guide §5): every file of the production build the suite serves
 * (dist-e2e) is scanned for secret-looking material and for the value of any environment variable
 * (process env and the repo's .env* files) whose name says it is secret. The one key the bundle may
 * carry is the realtime server's public app key. Findings name the file and the kind, never the value.
 */

const ROOT = process.cwd();
const BUILD = join(ROOT, 'dist-e2e');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const TEXT_FILE = /\.(js|mjs|css|html|json|map|txt|svg|webmanifest)$/;

const PATTERNS: ReadonlyArray<[kind: string, pattern: RegExp]> = [
  ['private key block', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['Stripe secret key', /\b[sr]k_(live|test)_[0-9a-zA-Z]{10,}/],
  ['AWS access key id', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['AWS secret assignment', /aws_secret_access_key\s*[:=]/i],
  ['JSON Web Token', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/],
  ['GitHub token', /\b(ghp|gho|ghu|ghs|ghr|github_pat)_[A-Za-z0-9_]{20,}/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['Pusher app secret', /\b(app_?secret|pusher_?secret)["']?\s*[:=]\s*["'][^"']{8,}/i],
  ['the demo password', /Orbital!2026/],
];

/** Names of variables that hold secrets by their name. */
const SECRET_NAME = /SECRET|TOKEN|PRIVATE|PASSWORD|PASSWD|CREDENTIAL|API_?KEY|ACCESS_?KEY/i;

function envFileValues(): Array<[name: string, value: string, from: string]> {
  const out: Array<[string, string, string]> = [];
  for (const file of readdirSync(ROOT).filter((f) => f.startsWith('.env'))) {
    for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
      const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
      if (match?.[1] && match[2] !== undefined) out.push([match[1], match[2].trim().replace(/^(['"])(.*)\1$/, '$2'), file]);
    }
  }
  return out;
}

test('the production bundle holds no secret-looking material', () => {
  expect(existsSync(join(BUILD, 'index.html')), 'dist-e2e is built (npm run build:e2e)').toBe(true);
  const findings: string[] = [];
  const built = files(BUILD).filter((f) => TEXT_FILE.test(f));
  expect(built.length).toBeGreaterThan(5);
  const contents = built.map((file) => [relative(ROOT, file), readFileSync(file, 'utf8')] as const);

  for (const [file, text] of contents) {
    for (const [kind, pattern] of PATTERNS) if (pattern.test(text)) findings.push(`${file}: ${kind}`);
  }

  const secrets = [
    ...Object.entries(process.env).map(([name, value]) => [name, value ?? '', 'process env'] as const),
    ...envFileValues(),
  ].filter(([name, value]) => SECRET_NAME.test(name) && value.length >= 8);
  for (const [name, value, from] of secrets) {
    for (const [file, text] of contents) if (text.includes(value)) findings.push(`${file}: the value of ${name} (${from})`);
  }
  // A VITE_ variable ends up in the bundle by design: none may be named like a secret.
  const exposed = [...Object.keys(process.env), ...envFileValues().map(([name]) => name)].filter((name) => name.startsWith('VITE_') && SECRET_NAME.test(name));
  expect(exposed, 'VITE_ variables named like secrets (they would be bundled)').toEqual([]);

  expect(findings).toEqual([]);
});

test('the only realtime credential in the bundle is the public app key', () => {
  const js = files(join(BUILD, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  // The build's app key (VITE_ORBITAL_REALTIME_KEY, default orbital-demo-key) is public by design: Pusher
  // clients identify the app with it; private channels are signed by the API (auth/channel), never here.
  const key = process.env.VITE_ORBITAL_REALTIME_KEY ?? 'orbital-demo-key';
  expect(js).toContain(key);
  expect(js).not.toMatch(/\b(app_?secret|authSecret|secret\s*:\s*["'])/i);
  // The bundle signs nothing itself: no HMAC of channel names in the client.
  expect(js).not.toMatch(/HmacSHA256|createHmac/);
});
