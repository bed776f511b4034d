import { describe, expect, it } from 'vitest';
import { colors, durations, type ColorToken } from '.';

/** sRGB channel to linear light (WCAG 2.x). */
const lin = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance of an sRGB colour. */
function luminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Parses '#rgb', '#rrggbb' and 'rgb(a)(r, g, b[, a])'; a translucent colour is laid over `under`. */
function parse(color: string, under?: readonly [number, number, number]): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(color);
  if (fn?.[1]) {
    const [r = 0, g = 0, b = 0, a = 1] = fn[1].split(',').map((p) => Number.parseFloat(p));
    if (a >= 1 || !under) return [r, g, b];
    return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
  }
  throw new Error(`Cannot parse colour ${color}`);
}

/** WCAG contrast ratio between a text colour and the surface it sits on. */
function contrast(text: string, surface: string): number {
  const bg = parse(surface);
  const [l1, l2] = [luminance(parse(text, bg)), luminance(bg)];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

describe('contrast helper', () => {
  it('matches known WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrast('#808080', '#ffffff'), 1);
  });
});

describe('durations (spec §9)', () => {
  it.each([
    ['toast', 5000],
    ['toastShort', 3000],
    ['toastAchievement', 60000],
    ['toastExit', 400],
    ['dialogClose', 400],
    ['bubble', 1500],
    ['sideNav', 500],
    ['search', 2000],
    ['requestReset', 1000],
    ['toastScrollHint', 8000],
    ['toastSupport', 5000],
    ['confetti', 4000],
  ] as const)('%s is %i ms', (name, ms) => {
    expect(durations[name]).toBe(ms);
  });

  it("keeps the shop list error toast ('Oops!', 3 s) at 3000 ms", () => {
    expect(durations.toastShopError).toBe(3000);
  });
});

describe('semantic colours (WCAG 2.2 AA on the dark theme)', () => {
  const textTokens: ColorToken[] = ['text', 'textMuted', 'accentText', 'danger', 'success', 'warning', 'info', 'highlight', 'link'];
  const surfaces: ColorToken[] = ['bg', 'surface', 'surfaceRaised'];

  for (const fg of textTokens) {
    for (const bg of surfaces) {
      it(`${fg} on ${bg} is at least 4.5:1`, () => {
        expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  // Pairs the design system draws as text on filled controls and badges.
  it.each([
    ['textOnAccent', 'accent'],
    ['textOnAccent', 'accentPressed'],
    ['textOnAccent', 'dangerStrong'],
    ['textOnAccent', 'successStrong'],
    ['textOnPremium', 'premium'],
    ['textOnPremium', 'premiumSoft'],
    ['bg', 'success'],
    ['bg', 'warning'],
    ['bg', 'info'],
    ['bg', 'sale'],
    ['bg', 'premium'],
    ['bg', 'highlight'],
    ['bg', 'text'],
    ['text', 'surfaceStrong'],
    ['textMuted', 'surfaceStrong'],
    ['accentText', 'surfaceStrong'],
  ] as const)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('icons are white at 90 % opacity (spec §9)', () => {
    expect(colors.icon).toBe('rgba(255, 255, 255, 0.9)');
  });

  it('the focus ring stands out (3:1) against every surface', () => {
    for (const bg of surfaces) expect(contrast(colors.focus, colors[bg])).toBeGreaterThanOrEqual(3);
  });
});
