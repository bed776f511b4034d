import type { Plugin } from 'vite';

export const GAMES_SRC: string;
export const GAMES_DIST: string;
export function gameSlugs(): string[];
export function preloadDeclaredModules(): Plugin[];
export function buildGame(slug: string, outDir?: string): Promise<void>;
export function buildGames(slugs?: string[]): Promise<string[]>;
