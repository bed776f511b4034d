// What the screenshot scripts share (scripts/screenshots.mjs, scripts/first-screens.mjs): building the demo
// they photograph, their command line, waiting until a page has settled, and writing a JPEG under a size
// limit.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

/**
 * Builds the demo into `root` (vite in demo mode), the SDK and the sample games, as `npm run build:demo`
 * does for dist-demo. Rejects with a message naming the step that failed.
 * @param {{ repo: string, root: string }} options
 */
export async function buildDemo({ repo, root }) {
  const steps = [
    ['npx', ['vite', 'build', '--mode', 'demo', '--outDir', root, '--logLevel', 'warn']],
    [process.execPath, ['scripts/build-sdk.mjs']],
    [process.execPath, ['scripts/build-games.mjs']],
  ];
  for (const [cmd, cmdArgs] of steps) {
    const code = await run(cmd, cmdArgs, { cwd: repo });
    if (code !== 0) throw new Error(`build: \`${[cmd === process.execPath ? 'node' : cmd, ...cmdArgs].join(' ')}\` exited with ${code}`);
  }
}

/** Waits until the page has settled: web fonts loaded and every image in the viewport decoded. */
export async function settled(page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

/**
 * Writes the viewport as a JPEG at the first of `qualities` that keeps it within `maxBytes`. Resolves with
 * the file's size; rejects when even the last quality is too large.
 * @param {import('@playwright/test').Page} page
 * @param {{ path: string, qualities: number[], maxBytes: number }} options
 */
export async function saveJpeg(page, { path, qualities, maxBytes }) {
  let bytes = Infinity;
  for (const quality of qualities) {
    await page.screenshot({ path, type: 'jpeg', quality });
    bytes = statSync(path).size;
    if (bytes <= maxBytes) return bytes;
  }
  throw new Error(`${bytes} bytes even at JPEG quality ${qualities.at(-1)} (limit ${maxBytes})`);
}

/**
 * The screenshot scripts' command line: `--help` prints the script's header comment and exits; `--root`
 * (default dist-demo-shots), `--port` (default `defaultPort`), `--only` (comma-separated words) and
 * `--no-build`.
 * @param {string} scriptUrl the script's import.meta.url
 * @param {number} defaultPort
 * @returns {{ root: string, port: number, only: string[] | undefined, build: boolean }}
 */
export function shotOptions(scriptUrl, defaultPort) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at > -1 ? args[at + 1] : undefined;
  };
  if (args.includes('--help')) {
    console.info(readFileSync(fileURLToPath(scriptUrl), 'utf8').split('\nimport ')[0]);
    process.exit(0);
  }
  const port = Number(option('--port') ?? defaultPort);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`--port takes a port number (got ${option('--port')}).`);
    process.exit(2);
  }
  return { root: option('--root') ?? 'dist-demo-shots', port, only: option('--only')?.split(',').filter(Boolean), build: !args.includes('--no-build') };
}
