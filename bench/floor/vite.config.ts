// The floor app's build (`npm run bench`, scripts/bench/run.mjs): `vite build --config bench/floor/vite.config.ts`.
// The same Vite, React plugin and build target as the app (vite.config.ts), nothing else. VITE_FLOOR_API_URL
// (set by the benchmark) is the HTTP mock API the app's benchmark build talks to; the floor's one query goes there too.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false },
});
