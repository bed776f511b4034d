import { palette } from './palette';

/**
 * Tier 2: semantic colours. Names say what a colour is for, not what it looks like.
 * Each becomes a CSS custom property `--orb-color-<name>` (see ./css.ts).
 */
export const colors = {
  /** Page background behind everything. */
  bg: palette.space900,
  /** Deepest background: footer, behind modals' backdrop. */
  bgSunken: palette.space950,
  /** Cards, panels, dropdowns. */
  surface: palette.space850,
  /** Raised surface on top of a surface: inputs, hovered rows, popovers. */
  surfaceRaised: palette.space800,
  /** Strongest surface: selected rows, pressed states. */
  surfaceStrong: palette.space700,
  /** Hairlines between regions. */
  border: palette.space600,
  /** Borders of interactive controls (inputs, secondary buttons): 3:1 against surfaces. */
  borderStrong: palette.space400,
  /** Primary text. */
  text: palette.space100,
  /** Secondary text: captions, meta lines (4.5:1 on surface). */
  textMuted: palette.space300,
  /** Text on the accent (primary buttons). */
  textOnAccent: palette.white,
  /** Brand accent: primary buttons, active nav, focus. */
  accent: palette.violet500,
  accentHover: palette.violet400,
  accentPressed: palette.violet600,
  /** Accent used as text or icon on dark surfaces (4.5:1). */
  accentText: palette.violet300,
  /** Second accent for highlights: links, progress, 'New!'. */
  highlight: palette.cyan400,
  /** Keyboard focus ring. */
  focus: palette.cyan400,
  /** Links inside prose. */
  link: palette.cyan400,
  danger: palette.red500,
  dangerStrong: palette.red600,
  warning: palette.amber500,
  success: palette.green500,
  successStrong: palette.green600,
  info: palette.blue500,
  /** Sale badges and discounts. */
  sale: palette.red500,
  /** Premium membership halo and badges. */
  premium: palette.gold500,
  premiumSoft: palette.gold300,
  /** Text on premium (gold) fills. */
  textOnPremium: palette.gold950,
  /** Modal and drawer backdrop. */
  backdrop: 'rgba(6, 7, 15, 0.78)',
  /** Skeleton shimmer base and sweep. */
  skeleton: palette.space800,
  skeletonSweep: palette.space700,
  /** Icons default to white at 90 % opacity (spec §9). */
  icon: 'rgba(255, 255, 255, 0.9)',
} as const;

export type ColorToken = keyof typeof colors;
