// Takes a screenshot of a URL in Chromium once it has settled: for looking at stories and pages.
// Usage: node scripts/screenshot.mjs <url> <out.png> [width] [height]
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';

const [url, out, width = '1200', height = '800'] = process.argv.slice(2);
if (!url || !out) {
  console.error('Usage: node scripts/screenshot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
