import {
  breakpoints,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  mq,
  radii,
  shadows,
  sizes,
  space,
  zIndex,
} from '../tokens';

type VarMap<T> = { readonly [K in keyof T]: string };

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function varsFor<T extends Record<string, string | number>>(group: string, values: T): VarMap<T> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(values)) out[key] = `var(--orb-${group}-${kebab(key)})`;
  return out as VarMap<T>;
}

function declarationsFor(group: string, values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => `--orb-${group}-${kebab(key)}: ${value};`)
    .join('\n');
}

/**
 * Every token as a CSS custom property. The theme below only refers to these variables,
 * so the styling engine can change without touching a value, and plain CSS can use them too.
 */
export const cssVariables = [
  declarationsFor('color', colors),
  declarationsFor('space', space),
  declarationsFor('radius', radii),
  declarationsFor('font', fonts),
  declarationsFor('font-size', fontSizes),
  declarationsFor('shadow', shadows),
  declarationsFor('duration', Object.fromEntries(Object.entries(durations).map(([k, v]) => [k, `${v}ms`]))),
  declarationsFor('easing', easings),
].join('\n');

export const theme = {
  color: varsFor('color', colors),
  space: varsFor('space', space),
  radius: varsFor('radius', radii),
  font: varsFor('font', fonts),
  fontSize: varsFor('font-size', fontSizes),
  shadow: varsFor('shadow', shadows),
  easing: varsFor('easing', easings),
  /** Durations as numbers (ms) for JS timers and motion; CSS can use --orb-duration-*. */
  duration: durations,
  fontWeight: fontWeights,
  lineHeight: lineHeights,
  size: sizes,
  zIndex,
  breakpoints,
  mq,
} as const;

export type OrbitalTheme = typeof theme;
