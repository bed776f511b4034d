/** Spacing on a 4 px grid; components use these for padding and gaps (never outer margins). */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const radii = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  xl: '24px',
  pill: '999px',
} as const;

export const fonts = {
  /** Body and UI text. */
  body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  /** Headings, logo, numbers on cards. */
  display: "'Space Grotesk Variable', 'Inter Variable', system-ui, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Type scale: sizes in rem, readable at headset distance (base 16 px, nothing below 12 px). */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
  '4xl': '3rem',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
export const lineHeights = { tight: 1.15, snug: 1.3, normal: 1.55 } as const;

export const shadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 8px 24px rgba(0, 0, 0, 0.45)',
  lg: '0 20px 60px rgba(0, 0, 0, 0.55)',
  /** Soft violet glow for the accent on hover. */
  glow: '0 0 0 1px rgba(120, 86, 255, 0.5), 0 8px 30px rgba(120, 86, 255, 0.35)',
  /** The premium halo around the account control. */
  halo: '0 0 0 2px #f5c542, 0 0 14px 2px rgba(245, 197, 66, 0.55)',
} as const;

/**
 * Hit areas. Headset browsers aim with a laser pointer, so nothing clickable is smaller
 * than `minHit` (WCAG 2.5.8 asks 24 px; we use 44 px everywhere, 48 px for primary actions).
 */
export const sizes = {
  minHit: '44px',
  control: { sm: '36px', md: '44px', lg: '52px' },
  icon: { sm: '16px', md: '20px', lg: '24px', xl: '32px' },
  headerHeight: '64px',
  sideNavWidth: '232px',
  contentMax: '1280px',
  /**
   * Room that the page's host keeps at the bottom of the viewport (the demo's sandbox strip sets
   * `--orb-inset-bottom`; nothing does in production): fixed bottom layers (toasts, back-to-top) sit
   * above it, like above a safe-area inset.
   */
  insetBottom: 'var(--orb-inset-bottom, 0px)',
} as const;

/** Breakpoints (min-width). `mq.md` etc. are ready-made media queries. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280, xxl: 1600 } as const;
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  xxl: `@media (min-width: ${breakpoints.xxl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Stacking order; every layer the app uses is named here. */
export const zIndex = {
  base: 0,
  raised: 10,
  sticky: 100,
  header: 200,
  sideNav: 300,
  dropdown: 400,
  backToTop: 450,
  overlay: 500,
  modal: 600,
  dialog: 700,
  toast: 800,
  bubble: 900,
  snow: 950,
  sandbox: 1000,
} as const;
