/*
 * Local images for the mock catalogue: deterministic SVG art derived from a key (a slug), returned as
 * `data:image/svg+xml` URIs. Data URIs work everywhere the mocks run (demo service worker, Storybook,
 * vitest, the HTTP mock server with the production build) without serving files, and the app's Image
 * component passes data: URIs through untouched (no size variants: SVG scales).
 *
 * Art: a two-hue gradient from the key's hash, a planet with a ring, orbit lines and stars — "orbital",
 * varied per key. Square art (avatars, logos, items, achievements) carries the key's initials.
 */
import { fnv1a } from './hash';
import { mulberry32 } from './random';

/** A compact, valid data URI for an SVG (no base64; only the characters that must be escaped). */
export function svgDataUri(svg: string): string {
  const compact = svg.replace(/\s{2,}/g, ' ').replace(/> </g, '><').trim().replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>?\n{}|^`[\]\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

interface Palette {
  a: string;
  b: string;
  accent: string;
  rand: () => number;
}

/** HSL (degrees, percent, percent) as #rrggbb: shorter than hsl() once URI-encoded. */
function hex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = lig - sat * Math.min(lig, 1 - lig) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function palette(key: string): Palette {
  const rand = mulberry32(fnv1a(key));
  const hue = Math.floor(rand() * 360);
  const shift = 40 + Math.floor(rand() * 100);
  return {
    a: hex(hue, 70, 22),
    b: hex((hue + shift) % 360, 75, 45),
    accent: hex((hue + 180) % 360, 90, 70),
    rand,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function initials(label: string): string {
  const words = label.split(/[\s_.-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : label.slice(0, 2);
  return letters.toUpperCase().replace(/[^A-Z0-9]/g, '') || 'O';
}

/** Stars as one path of zero-length round-capped segments (a dot each). */
function stars(p: Palette, count: number, w: number, h: number, size: number): string {
  let d = '';
  for (let i = 0; i < count; i++) d += `M${Math.round(p.rand() * w)} ${Math.round(p.rand() * h)}h0`;
  return `<path d="${d}" stroke="#fff" stroke-width="${size}" stroke-linecap="round" opacity=".8"/>`;
}

/** 16:9 scene art (game heroes, slides, screenshots, article and announcement heroes, developer heroes). */
export function sceneArt(key: string): string {
  const p = palette(key);
  const cx = round(30 + p.rand() * 100);
  const cy = round(20 + p.rand() * 50);
  const r = round(10 + p.rand() * 18);
  const tilt = Math.floor(p.rand() * 50) - 25;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="1280" height="720">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>
    <rect width="160" height="90" fill="url(#g)"/>${stars(p, 14, 160, 90, 1.2)}
    <ellipse cx="${cx}" cy="${cy}" rx="${round(r * 2.2)}" ry="${round(r * 0.5)}" fill="none" stroke="${p.accent}" stroke-width="0.8" opacity="0.7" transform="rotate(${tilt} ${cx} ${cy})"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.accent}" opacity="0.85"/>
    <path d="M0 ${round(70 + p.rand() * 10)} Q80 ${round(55 + p.rand() * 15)} 160 ${round(68 + p.rand() * 12)} V90 H0Z" fill="#000" opacity="0.35"/>
  </svg>`;
  return svgDataUri(svg);
}

/** Square badge art with initials (avatars, developer logos, catalog items, achievements). */
export function badgeArt(key: string, label: string, shape: 'circle' | 'rounded' | 'gem' = 'rounded'): string {
  const p = palette(key);
  const body =
    shape === 'circle'
      ? `<circle cx="32" cy="32" r="32" fill="url(#g)"/>`
      : shape === 'gem'
        ? `<rect width="64" height="64" rx="10" fill="url(#g)"/><path d="M32 8 54 26 32 56 10 26Z" fill="${p.accent}" opacity="0.55"/>`
        : `<rect width="64" height="64" rx="12" fill="url(#g)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="256" height="256">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>
    ${body}${stars(p, 5, 64, 64, 1.5)}
    <text x="32" y="41" font-family="system-ui,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${initials(label)}</text>
  </svg>`;
  return svgDataUri(svg);
}

/** Ad creative of a slot size with a headline (custom ads of the mock ad server). */
const safe = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function adArt(key: string, width: number, height: number, headline: string, cta: string): string {
  const p = palette(key);
  const big = height > 200;
  const text = big
    ? `<text x="${width / 2}" y="${height * 0.62}" font-family="system-ui,sans-serif" font-size="40" font-weight="800" text-anchor="middle" fill="#fff">${safe(headline)}</text>
       <rect x="${width / 2 - 90}" y="${height * 0.72}" width="180" height="48" rx="24" fill="${p.accent}"/>
       <text x="${width / 2}" y="${height * 0.72 + 32}" font-family="system-ui,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#111">${safe(cta)}</text>`
    : `<text x="24" y="${height / 2 + 10}" font-family="system-ui,sans-serif" font-size="28" font-weight="800" fill="#fff">${safe(headline)}</text>
       <rect x="${width - 184}" y="${height / 2 - 22}" width="160" height="44" rx="22" fill="${p.accent}"/>
       <text x="${width - 104}" y="${height / 2 + 7}" font-family="system-ui,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#111">${safe(cta)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${stars(p, 18, width, height, 4)}
    <circle cx="${round(width * 0.82)}" cy="${round(height * 0.3)}" r="${round(Math.min(width, height) * 0.22)}" fill="${p.accent}" opacity="0.35"/>
    ${text}
  </svg>`;
  return svgDataUri(svg);
}
