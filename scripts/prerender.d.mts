export const PRERENDERED_ROUTES: string[];
export function prerenderedFile(pattern: string): string;
export function injectPrerendered(template: string, rendered: { html: string; styles: string }): string;
