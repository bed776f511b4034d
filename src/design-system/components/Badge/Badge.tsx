import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Icon, type IconName } from '../../icons';
import { formatPercentOff, percentOff } from './saleBadge';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info' | 'premium' | 'sale' | 'highlight';
export type BadgeVariant = 'soft' | 'solid';
export type BadgeSize = 'sm' | 'md' | 'lg';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** 'soft': tinted chip with coloured text (default). 'solid': filled chip for loud labels (sale, 'New!'). */
  variant?: BadgeVariant;
  size?: BadgeSize;
  /** Decorative leading icon; the text carries the meaning. */
  icon?: IconName;
  ref?: Ref<HTMLSpanElement>;
  children?: ReactNode;
}

type ColorName = keyof DefaultTheme['color'];

/**
 * Per tone: the hue, the text colour on the soft chip, and the text colour on the solid fill.
 * Every pair is >= 4.5:1 (soft: the tone text on 14 % of the hue mixed into `surface`; solid: see
 * the tokens' contrast test). Bright fills take the page colour as text, the two deep fills take white.
 */
const tones: Record<BadgeTone, { hue: ColorName; softText: ColorName; solidFill: ColorName; solidText: ColorName }> = {
  neutral: { hue: 'textMuted', softText: 'text', solidFill: 'text', solidText: 'bg' },
  accent: { hue: 'accent', softText: 'accentText', solidFill: 'accent', solidText: 'textOnAccent' },
  success: { hue: 'success', softText: 'success', solidFill: 'success', solidText: 'bg' },
  warning: { hue: 'warning', softText: 'warning', solidFill: 'warning', solidText: 'bg' },
  danger: { hue: 'danger', softText: 'danger', solidFill: 'dangerStrong', solidText: 'textOnAccent' },
  info: { hue: 'info', softText: 'info', solidFill: 'info', solidText: 'bg' },
  premium: { hue: 'premium', softText: 'premium', solidFill: 'premium', solidText: 'bg' },
  sale: { hue: 'sale', softText: 'sale', solidFill: 'sale', solidText: 'bg' },
  highlight: { hue: 'highlight', softText: 'highlight', solidFill: 'highlight', solidText: 'bg' },
};

const sizes = {
  sm: css`
    min-height: 20px;
    padding: 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    gap: ${({ theme }) => theme.space[1]};
  `,
  md: css`
    min-height: 24px;
    padding: 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    gap: ${({ theme }) => theme.space[1]};
  `,
  lg: css`
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.md};
    gap: ${({ theme }) => theme.space[2]};
  `,
} as const;

const Root = styled.span<{ $tone: BadgeTone; $variant: BadgeVariant; $size: BadgeSize }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  max-width: 100%;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
  ${({ $size }) => sizes[$size]}

  ${({ theme, $tone, $variant }) => {
    const t = tones[$tone];
    // Soft chips mix the hue into the surface colour (opaque), so the contrast holds on any parent.
    return $variant === 'solid'
      ? css`
          background: ${theme.color[t.solidFill]};
          color: ${theme.color[t.solidText]};
          ${$tone === 'premium' && `background: linear-gradient(135deg, ${theme.color.premiumSoft}, ${theme.color.premium});`}
        `
      : css`
          background: color-mix(in srgb, ${theme.color[t.hue]} 14%, ${theme.color.surface});
          border-color: color-mix(in srgb, ${theme.color[t.hue]} 40%, transparent);
          color: ${theme.color[t.softText]};
        `;
  }}
`;

/** A short status or category label. Not interactive: wrap it in a link or button when it must act. */
export function Badge({ tone = 'neutral', variant = 'soft', size = 'md', icon, children, ref, ...rest }: BadgeProps) {
  return (
    <Root ref={ref} $tone={tone} $variant={variant} $size={size} {...rest}>
      {icon && <Icon name={icon} size={size === 'lg' ? 'md' : 'sm'} tone="inherit" />}
      {children}
    </Root>
  );
}

export interface SaleBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The regular price (any currency unit, as long as both prices use the same one). */
  price: number;
  /** The discounted price; 0 means no discount is set. */
  discountedPrice: number;
  /** Turns the whole percent into the badge text; default '-25%' style (see formatPercentOff). */
  format?: (percent: number) => string;
}

/**
 * Percent off from price versus discounted price (spec §3). Renders nothing when there is no
 * discount, including free items (both prices zero).
 */
export function SaleBadge({ price, discountedPrice, format = formatPercentOff, variant = 'solid', ...rest }: SaleBadgeProps) {
  const percent = percentOff(price, discountedPrice);
  if (percent === null) return null;
  return (
    <Badge tone="sale" variant={variant} {...rest}>
      {format(percent)}
    </Badge>
  );
}
