import { describe, expect, it } from 'vitest';
import { preloadFonts } from '../../vite.config';

/* index.html preloads the two Latin fonts the first paint uses (vite.config.ts). */

type Hooks = {
  configResolved: (config: { base: string }) => void;
  transformIndexHtml: { handler: (html: string, ctx: { bundle?: Record<string, unknown> }) => Array<{ tag: string; attrs: Record<string, string> }> };
};

describe('the font preload plugin', () => {
  it('preloads the Latin Inter and Space Grotesk files of the bundle, and nothing else', () => {
    const plugin = preloadFonts() as unknown as Hooks;
    plugin.configResolved({ base: '/' });
    const bundle = Object.fromEntries(
      [
        'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
        'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
        'assets/inter-cyrillic-wght-normal-DqGufNeO.woff2',
        'assets/space-grotesk-latin-wght-normal-BhU9QXUp.woff2',
        'assets/index-abc.js',
      ].map((file) => [file, {}]),
    );
    const tags = plugin.transformIndexHtml.handler('', { bundle });
    expect(tags.map((t) => t.attrs.href)).toEqual([
      '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      '/assets/space-grotesk-latin-wght-normal-BhU9QXUp.woff2',
    ]);
    expect(tags[0]).toMatchObject({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '' } });
  });
});
