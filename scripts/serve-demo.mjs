// Serves the built demo (dist-demo) at http://orbital.localhost:4173 (PORT or --port overrides), the
// sample game builds for the host games.orbital.localhost on the same port, and the demo's stand-in
// third-party pages under /__mock/ (engineering guide §3); http://localhost:4173 redirects to the site.
// See scripts/lib/demo-server.mjs and scripts/lib/hosts.mjs.
// Options: --port <n> (or PORT), --root <dir> (or DEMO_ROOT; default dist-demo), --log (print requests).
import { startDemoServer } from './lib/demo-server.mjs';
import { gamesOrigin, siteOrigin } from './lib/hosts.mjs';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > -1 ? process.argv[at + 1] : undefined;
};
const flag = process.argv.indexOf('--port');
// Another build folder than dist-demo (e.g. a second build for a parallel test run).
const root = option('--root') ?? process.env.DEMO_ROOT ?? 'dist-demo';
const port = Number(flag > -1 ? process.argv[flag + 1] : process.env.PORT || 4173);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Not a port: ${String(flag > -1 ? process.argv[flag + 1] : process.env.PORT)}. Use --port 4173 or PORT=4173.`);
  process.exit(2);
}

try {
  const server = await startDemoServer({ port, root, log: process.argv.includes('--log') });
  console.info(`Orbital demo: ${siteOrigin(port)}/  (games: ${gamesOrigin(port)}/; http://localhost:${port}/ redirects to the demo)`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error?.code === 'EADDRINUSE') console.error(`Port ${port} is in use. Stop what runs there or pick another: PORT=4180 npm run demo:serve`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
