import type { SVGProps } from 'react';
import styled from 'styled-components';
import type { ColorToken } from '../tokens';
import { glyphs, type IconName } from './glyphs';

export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  name: IconName;
  size?: IconSize;
  /** An accessible name. Without one the icon is decorative and hidden from assistive tech. */
  label?: string;
  /** 'default' is white at 90 % opacity (spec §9); 'inherit' follows the surrounding text colour. */
  tone?: 'default' | 'inherit' | ColorToken;
}

const Svg = styled.svg<{ $size: IconSize; $tone: NonNullable<IconProps['tone']> }>`
  width: ${({ theme, $size }) => theme.size.icon[$size]};
  height: ${({ theme, $size }) => theme.size.icon[$size]};
  flex: none;
  color: ${({ theme, $tone }) => ($tone === 'inherit' ? 'inherit' : $tone === 'default' ? theme.color.icon : theme.color[$tone])};
`;

export class UnknownIconError extends Error {
  constructor(name: string) {
    super(`Unknown icon name "${name}".`);
    this.name = 'UnknownIconError';
  }
}

/**
 * An icon from the set. Colour is `currentColor`; by default that is the theme's icon colour,
 * white at 90 % opacity (spec §9). A name that is not in the set throws (spec §8).
 */
export function Icon({ name, size = 'md', label, tone = 'default', style, ...rest }: IconProps) {
  if (!Object.hasOwn(glyphs, name)) throw new UnknownIconError(String(name));
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <Svg
      $size={size}
      $tone={tone}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={style}
      {...a11y}
      {...rest}
    >
      {glyphs[name]}
    </Svg>
  );
}
