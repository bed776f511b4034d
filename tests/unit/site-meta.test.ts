import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { absoluteDefaultImage } from '../../scripts/lib/site-meta.mjs';

/* The build's index.html: an absolute og:image for crawlers that run no script, when the build knows its site. */

const INDEX_HTML = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
const ogImages = (html: string) => [...html.matchAll(/<meta property="og:image" content="([^"]*)"/g)].map((m) => m[1]);

describe('absoluteDefaultImage', () => {
  it("writes the site's card as an absolute URL on the site's origin", () => {
    expect(ogImages(INDEX_HTML)).toEqual(['/social-card.png']);
    expect(ogImages(absoluteDefaultImage(INDEX_HTML, 'https://orbital.example'))).toEqual(['https://orbital.example/social-card.png']);
    expect(ogImages(absoluteDefaultImage(INDEX_HTML, 'https://orbital.example/'))).toEqual(['https://orbital.example/social-card.png']);
  });

  it('changes nothing else', () => {
    const html = absoluteDefaultImage(INDEX_HTML, 'https://orbital.example');
    expect(html.replace('https://orbital.example/social-card.png', '/social-card.png')).toBe(INDEX_HTML);
  });

  it('leaves the site path when the build does not know an absolute site URL (the app resolves it at run time)', () => {
    for (const site of [undefined, '', '/', 'orbital.example', 'javascript:alert(1)']) expect(absoluteDefaultImage(INDEX_HTML, site)).toBe(INDEX_HTML);
  });

  it('keeps an image that is absolute already', () => {
    const html = '<meta property="og:image" content="https://cdn.example/card.png" />';
    expect(absoluteDefaultImage(html, 'https://orbital.example')).toBe(html);
  });
});
