import type { Plugin } from 'vite';

export function absoluteDefaultImage(html: string, siteUrl: string | undefined): string;
export function siteMetaDefaults(): Plugin;
