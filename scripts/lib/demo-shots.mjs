// What the screenshot scripts share (scripts/screenshots.mjs, scripts/first-screens.mjs): building the demo
// they photograph and serving it, their command line, named steps that fail with a clear message, waiting
// until a page has settled, and writing a JPEG under a size limit.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from './demo-server.mjs';
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

/** A failed step: the message names the shot and the step. */
export class StepError extends Error {}

/** Runs one named step of a shot; a failure becomes a StepError that says which. */
export async function step(shot, name, action) {
  try {
    return await action();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new StepError(`${shot}: '${name}' failed: ${reason}`);
  }
}

/**
 * The shots `--only` asks for (all without it), the demo built unless `--no-build`, the output folder made
 * and the demo served on `port`; resolves to the shots and the server.
 * @template {{ file: string }} Shot
 * @param {{ shots: Shot[], only: string[] | undefined, build: boolean, repo: string, root: string, port: number, outDir: string }} options
 */
export async function prepareShots({ shots, only, build, repo, root, port, outDir }) {
  const selected = only ? shots.filter((s) => only.some((word) => s.file.includes(word))) : shots;
  if (selected.length === 0) throw new StepError(`--only ${only?.join(',')} matches none of ${shots.map((s) => s.file).join(', ')}`);
  if (build) await buildDemo({ repo, root }).catch((error) => Promise.reject(new StepError(error.message)));
  mkdirSync(outDir, { recursive: true });
  const server = await startDemoServer({ port, root }).catch((error) => {
    if (error?.code === 'EADDRINUSE') throw new StepError(`Port ${port} is in use: pick another with --port.`);
    throw new StepError(`${String(error?.message ?? error)}${build ? '' : ' Or run without --no-build: this script builds it.'}`);
  });
  return { selected, server };
}

/** Runs a screenshot script's main: a failed step prints its message (no stack) and exits 1. */
export async function runShots(main) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof StepError ? error.message : error);
    process.exit(1);
  }
}
