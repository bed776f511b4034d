import type { Plugin } from 'vite';

export function fileKey(file: string, root: string): string;
export function addStyledIds(code: string, file: string, root: string): { code: string; map: unknown } | null;
export function stableStyledIds(): Plugin;
