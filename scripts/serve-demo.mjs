// Serves the built demo (dist-demo) at http://localhost:4173 (PORT or --port overrides).
import { existsSync } from 'node:fs';
import { startStaticServer } from './lib/static-server.mjs';

const flag = process.argv.indexOf('--port');
const port = Number(flag > -1 ? process.argv[flag + 1] : process.env.PORT || 4173);
const root = 'dist-demo';

if (!existsSync(`${root}/index.html`)) {
  console.error(`No demo build in ${root}/. Run \`npm run build:demo\` first (or \`npm run demo\`).`);
  process.exit(1);
}

await startStaticServer({ root, port, host: 'localhost' });
console.info(`Orbital demo: http://localhost:${port}/`);
