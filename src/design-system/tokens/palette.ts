/**
 * Tier 1: the raw palette. Never used by components directly: components read the
 * semantic tokens (./semantic.ts), so a re-theme touches only the mapping.
 */
export const palette = {
  // Deep-space neutrals: the arcade's night sky, from the page floor up to raised panels.
  space950: '#06070f',
  space900: '#0b0d1a',
  space850: '#10132a',
  space800: '#161a36',
  space700: '#1f2447',
  space600: '#2b315c',
  space500: '#3c4375',
  space400: '#5a6296',
  space300: '#8a91bd',
  space200: '#b8bddb',
  space100: '#e3e5f3',
  white: '#ffffff',
  black: '#000000',

  // Brand: orbit violet and a plasma cyan accent.
  violet700: '#4c2bb3',
  violet600: '#5f3dd6',
  violet500: '#7856ff',
  violet400: '#9a80ff',
  violet300: '#bfb0ff',
  cyan500: '#1fd3e0',
  cyan400: '#56e6f0',
  cyan300: '#9af1f6',

  // Feedback hues (each checked for 4.5:1 on space900/space850 as text).
  red600: '#c62847',
  red500: '#ff5c7a',
  red400: '#ff8da2',
  amber500: '#ffb547',
  amber400: '#ffcb7d',
  green600: '#0f7a4f',
  green500: '#2fd48a',
  green400: '#74e8b3',
  blue500: '#4aa3ff',
  blue400: '#86c2ff',

  // Premium halo: gold.
  gold500: '#f5c542',
  gold300: '#ffe49a',
  gold950: '#1a1300',
} as const;

export type PaletteName = keyof typeof palette;
