import type { HTMLAttributes } from 'react';
import styled, { useTheme } from 'styled-components';
import { Glyph, type IconName } from '../../icons';

/** The things spec §3 gives a placeholder to when their image path is missing. */
export type PlaceholderKind = 'game' | 'screenshot' | 'catalog' | 'developer' | 'announcement' | 'blog' | 'avatar';

const glyphFor: Record<PlaceholderKind, IconName> = {
  game: 'gamepad',
  screenshot: 'fullscreen',
  catalog: 'box',
  developer: 'code',
  announcement: 'megaphone',
  blog: 'article',
  avatar: 'user',
};

export interface ImagePlaceholderProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  kind: PlaceholderKind;
  /** The image's alt text; '' makes the placeholder decorative. */
  alt: string;
}

// Drawn with tokens (CSS variables), so it follows the theme and needs no network.
const Root = styled.span`
  position: absolute;
  inset: 0;
  display: block;
  overflow: hidden;
  color: ${({ theme }) => theme.color.accentText};
  background:
    radial-gradient(120% 90% at 85% 10%, color-mix(in srgb, ${({ theme }) => theme.color.accent} 35%, transparent), transparent 60%),
    radial-gradient(90% 80% at 0% 100%, color-mix(in srgb, ${({ theme }) => theme.color.highlight} 16%, transparent), transparent 65%),
    linear-gradient(160deg, ${({ theme }) => theme.color.surfaceRaised}, ${({ theme }) => theme.color.bgSunken});

  svg {
    width: 100%;
    height: 100%;
  }
`;

const stars: [number, number, number][] = [
  [18, 16, 0.9],
  [44, 70, 0.6],
  [132, 20, 0.8],
  [146, 62, 0.5],
  [104, 80, 0.7],
  [26, 48, 0.5],
  [120, 44, 0.4],
];

/** An on-brand stand-in for a missing image: orbit, stars and the kind's glyph. */
export function ImagePlaceholder({ kind, alt, ...rest }: ImagePlaceholderProps) {
  const theme = useTheme();
  const a11y = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true as const };
  return (
    <Root data-placeholder={kind} {...a11y} {...rest}>
      <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false">
        <g fill="currentColor" opacity="0.55">
          {stars.map(([x, y, r]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
          ))}
        </g>
        <ellipse cx="80" cy="45" rx="52" ry="15" fill="none" stroke="currentColor" strokeOpacity="0.28" strokeWidth="1" transform="rotate(-14 80 45)" />
        <circle cx="80" cy="45" r="19" style={{ fill: theme.color.surfaceStrong }} stroke="currentColor" strokeOpacity="0.45" strokeWidth="1" />
        <circle cx="124" cy="34" r="2.6" style={{ fill: theme.color.highlight }} />
        <g
          transform="translate(68 33)"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <Glyph name={glyphFor[kind]} />
        </g>
      </svg>
    </Root>
  );
}
