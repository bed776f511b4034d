#!/usr/bin/env node
// `npm run mock-api`: the mock backend over real HTTP at http://localhost:8787 plus the realtime mock
// over a real WebSocket on the same port (mocks/server.ts, docs/mock-api.md).
//
// Options (flags win over environment variables):
//   --port <n>        PORT            port of the API and its socket (default 8787; 0 = any free port)
//   --host <name>     HOST            host to listen on (default localhost)
//   --origin <url>    APP_ORIGINS     origins allowed to call with credentials; repeat the flag, or a
//                                     comma-separated list (default http://orbital.localhost:4174 and :4173,
//                                     and the same on localhost)
//   --realtime-port <n> REALTIME_PORT also serve the socket on this port (e.g. 6001)
//   --realtime-key <k>  REALTIME_KEY  the app key the socket accepts (default orbital-demo-key)
//   --log             MOCK_API_LOG=1  print one line per request
//
// The mocks are TypeScript with '@/…' imports, so they are loaded through Vite's module runner.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);

const option = (name) => {
  const at = args.indexOf(name);
  return at > -1 ? args[at + 1] : undefined;
};
const options = (name) => args.flatMap((arg, i) => (arg === name && args[i + 1] !== undefined ? [args[i + 1]] : []));

function portOf(value, name) {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Not a port for ${name}: ${value}. Use a number between 0 and 65535, e.g. --port 8787.`);
    process.exit(2);
  }
  return port;
}

const port = portOf(option('--port') ?? process.env.PORT, 'the API') ?? 8787;
const realtimePort = portOf(option('--realtime-port') ?? process.env.REALTIME_PORT, 'the realtime socket');
const realtimeKey = option('--realtime-key') ?? process.env.REALTIME_KEY;
const host = option('--host') ?? process.env.HOST ?? 'localhost';
const originFlags = options('--origin');
const originList = originFlags.length > 0 ? originFlags : (process.env.APP_ORIGINS?.split(',') ?? []);
const appOrigins = originList.map((o) => o.trim()).filter(Boolean);
const log = args.includes('--log') || process.env.MOCK_API_LOG === '1';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const mocks = fileURLToPath(new URL('../mocks/', import.meta.url));

const t0 = performance.now();
const { module } = await runnerImport(fileURLToPath(new URL('../mocks/server.ts', import.meta.url)), {
  root,
  logLevel: 'error',
  mode: 'mock-api',
  resolve: {
    alias: [
      { find: /^@\//, replacement: src },
      { find: /^@mocks\//, replacement: mocks },
    ],
  },
});

let api;
try {
  api = await module.startMockApi({
    port,
    host,
    ...(appOrigins.length > 0 ? { appOrigins } : {}),
    ...(realtimePort === undefined ? {} : { realtimePort }),
    ...(realtimeKey ? { realtimeKey } : {}),
    ...(log ? { log: (line) => console.info(`[mock-api] ${line}`) } : {}),
    pagesDir: fileURLToPath(new URL('../mocks/pages/', import.meta.url)),
  });
} catch (error) {
  if (error?.code === 'EADDRINUSE') {
    console.error(`Port ${error.port ?? port} is in use. Stop what runs there or pick another: PORT=8788 npm run mock-api`);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exit(1);
}

console.info(`Orbital mock API: ${api.url}  (ready in ${Math.round(performance.now() - t0)} ms)`);
console.info(`  realtime (Pusher protocol, plain ws): ${api.realtimeUrl}${api.extraRealtimeUrl ? ` and ${api.extraRealtimeUrl}` : ''}`);
console.info(`  CORS with credentials for: ${api.appOrigins.join(', ')}`);
console.info(`  control: ${api.url}/__mock/scenario, /__mock/reset, /__mock/realtime/publish (docs/mock-api.md)`);
console.info(`  stand-in social provider: ${api.url}/__mock/social/{provider} (auth.socialLogin answers it)`);

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  console.info(`[mock-api] ${signal}: closing.`);
  api.close().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
