/// <reference types="vitest/config" />
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The demo is the same app behind a different entry: `mocks/demo/main.tsx` starts the mock
 * backend and the sandbox, then renders the app. Only `--mode demo` swaps it in, so nothing
 * demo-only can reach the production bundle through an import.
 */
function demoEntry(mode: string): Plugin {
  return {
    name: 'orbital-demo-entry',
    // 'pre': before Vite resolves the entry script, or the swap comes too late to matter.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => (mode === 'demo' ? html.replace('/src/main.tsx', '/mocks/demo/main.tsx') : html),
    },
    // The mock service worker and mock media live in mocks/public: only the demo build gets them.
    writeBundle(options) {
      if (mode === 'demo' && options.dir) cpSync(r('./mocks/public'), options.dir, { recursive: true });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), demoEntry(mode)],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${r('./src')}/` },
      { find: /^@mocks\//, replacement: `${r('./mocks')}/` },
      // jsdom: the default entry of pusher-js picks a socket msw cannot intercept.
      ...(mode === 'test' ? [{ find: /^pusher-js$/, replacement: r('./node_modules/pusher-js/dist/web/pusher.js') }] : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  preview: { port: 4174, strictPort: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
}));
