// Builds Storybook (unless SKIP_BUILD=1), serves the static build and runs the test-runner
// (play functions + axe on every story) against it in Chromium.
import { run } from './lib/run.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const outDir = process.env.STORYBOOK_OUT || 'storybook-static';
const port = Number(process.env.STORYBOOK_PORT || 6106);

if (process.env.SKIP_BUILD !== '1') {
  const built = await run('npx', ['storybook', 'build', '--quiet', '-o', outDir]);
  if (built !== 0) process.exit(built);
}

const server = await startStaticServer({ root: outDir, port, spa: false });
const workers = process.env.STORY_WORKERS || '2';
const status = await run('npx', ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers', workers, ...process.argv.slice(2)]);
server.close();
process.exit(status);
