/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
