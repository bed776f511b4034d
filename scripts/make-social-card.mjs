#!/usr/bin/env node
// Draws Orbital's link-preview card, public/social-card.png (1200×630, the size Open Graph and Twitter's
// summary_large_image show best): the logo of public/favicon.svg, the product name and the tagline, in
// the brand's palette and its heading font (Space Grotesk from node_modules). The image is the og:image of
// every page without a hero image of its own, and index.html's default (src/lib/title.ts). Run it again
// after a brand change and commit the PNG: `node scripts/make-social-card.mjs [out.png]`.
// Everything is local: Chromium renders an inline page, no network.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.argv[2] ?? `${root}public/social-card.png`;
const logo = readFileSync(`${root}public/favicon.svg`, 'utf8');
const font = readFileSync(`${root}node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2`).toString('base64');

const html = `<!doctype html><html><head><style>
  @font-face { font-family: 'Space Grotesk'; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 300 700; }
  html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
  body {
    display: flex; flex-direction: column; justify-content: center; gap: 28px; box-sizing: border-box; padding: 0 96px;
    font-family: 'Space Grotesk', sans-serif; color: #ffffff;
    background: radial-gradient(circle at 88% 18%, #4c2bb3 0, transparent 42%), radial-gradient(circle at 78% 96%, #0f5f73 0, transparent 38%), #0b0d1a;
  }
  .brand { display: flex; align-items: center; gap: 36px; }
  .brand svg { width: 168px; height: 168px; }
  h1 { margin: 0; font-size: 150px; font-weight: 700; letter-spacing: -4px; line-height: 1; }
  p { margin: 0; font-size: 46px; font-weight: 500; color: #b8bddb; line-height: 1.25; max-width: 980px; }
  p strong { color: #56e6f0; font-weight: 600; }
</style></head><body>
  <div class="brand">${logo}<h1>Orbital</h1></div>
  <p>Browser VR games with <strong>no download</strong>.<br />Play on your phone, computer or headset.</p>
</body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out, type: 'png' });
  console.info(`Wrote ${out}`);
} finally {
  await browser.close();
}
