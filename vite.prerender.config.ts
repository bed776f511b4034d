import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import appConfig from './vite.config.ts';

/**
 * The prerender entry's Node build (scripts/prerender.mjs): the app's config, with every dependency
 * bundled — styled-components' and others' CommonJS builds do not interoperate with a Node import of
 * the entry, and a bundle needs no node_modules at render time.
 */
export default defineConfig((env) => mergeConfig((appConfig as (e: typeof env) => UserConfig)(env), { ssr: { noExternal: true } }));
