import type { ReactElement } from 'react';

/**
 * The icon set (spec §9): reactions, statuses, social logos and navigation symbols.
 * Outline glyphs are drawn with `stroke="currentColor"` on a 24×24 grid; logos are filled.
 *
 * Two halves (ADR 0008 › Icons): these, which the shell draws (header, menus, toasts, status screens),
 * are on the startup path; the rest (moreGlyphs.tsx) is a chunk of its own, which Icon.tsx loads when
 * one of them is first drawn.
 */
export const s = (d: string) => <path d={d} />;

export const glyphs = {
  // Statuses (toasts, dialogs, request buttons).
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      {s('M12 11v6M12 7.5h.01')}
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      {s('M8 12.5l2.7 2.7L16 10')}
    </>
  ),
  warning: s('M12 4 2.8 19.5h18.4L12 4ZM12 10v4.5M12 17h.01'),
  danger: (
    <>
      <circle cx="12" cy="12" r="9" />
      {s('M9 9l6 6M15 9l-6 6')}
    </>
  ),
  check: s('M5 12.5l4.5 4.5L19 7.5'),
  close: s('M6 6l12 12M18 6 6 18'),

  // Navigation and actions.
  menu: s('M4 6h16M4 12h16M4 18h16'),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      {s('M20 20l-4.2-4.2')}
    </>
  ),
  bell: s('M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15ZM10 20.5a2 2 0 0 0 4 0'),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      {s('M3.5 6.5 12 13l8.5-6.5')}
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      {s('M4 21a8 8 0 0 1 16 0')}
    </>
  ),
  home: s('M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5.5h4V20'),
  'chevron-left': s('M15 5l-7 7 7 7'),
  'chevron-right': s('M9 5l7 7-7 7'),
  'chevron-up': s('M5 15l7-7 7 7'),
  'chevron-down': s('M5 9l7 7 7-7'),
  'arrow-up': s('M12 20V5M5.5 11.5 12 5l6.5 6.5'),
  'arrow-left': s('M20 12H5M11 5.5 4.5 12l6.5 6.5'),
  external: s('M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'),
  logout: s('M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h10'),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      {s('M12 2.5v3M12 18.5v3M4.4 5.6l2.1 2.1M17.5 16.3l2.1 2.1M2.5 12h3M18.5 12h3M4.4 18.4l2.1-2.1M17.5 7.7l2.1-2.1')}
    </>
  ),
  dashboard: (
    <>
      <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
    </>
  ),
  coin: (
    <>
      <circle cx="12" cy="12" r="9" />
      {s('M14.5 9a2.5 2 0 0 0-2.5-1.5c-1.5 0-2.5.8-2.5 2s1 1.7 2.5 2 2.5.8 2.5 2-1 2-2.5 2A2.6 2 0 0 1 9.5 15M12 6v1.5M12 16.5V18')}
    </>
  ),
  refresh: s('M20 11.5A8 8 0 0 0 6.3 6.3L4 8.5M4 4v4.5h4.5M4 12.5a8 8 0 0 0 13.7 5.2L20 15.5M20 20v-4.5h-4.5'),
} satisfies Record<string, ReactElement>;

export type CoreIconName = keyof typeof glyphs;
