import { useId, type ButtonHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../icons';
import { buttonVariants } from '../Button/variants';
import { Spinner } from '../Spinner';

export type IconButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name (and hover tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Working state: spinner instead of the icon, aria-busy, clicks ignored. */
  busy?: boolean;
  /** Makes it a toggle (aria-pressed). Leave undefined for a plain action button. */
  pressed?: boolean;
  /** A count (e.g. unread) shown as a dot on the corner; 0 hides it. `true` shows a plain dot. */
  badge?: number | boolean;
  /** Counts above this show as 'max+'. */
  badgeMax?: number;
  /** What the badge means, read after the name (e.g. '3 unread'). Defaults to the count itself. */
  badgeLabel?: string;
  /** Show the label as a native tooltip on hover; pass false when a custom tooltip is used. */
  tooltip?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const variants = buttonVariants('icon');

const Root = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ theme, $size }) => theme.size.control[$size]};
  height: ${({ theme, $size }) => theme.size.control[$size]};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    box-shadow ${({ theme }) => theme.duration.fast}ms,
    filter ${({ theme }) => theme.duration.fast}ms,
    transform ${({ theme }) => theme.duration.fast}ms;
  ${({ $variant }) => variants[$variant]}

  /* The hit area never shrinks below minHit, even when the visible button is smaller (laser pointers). */
  &::before {
    content: '';
    position: absolute;
    inset: min(0px, calc((100% - ${({ theme }) => theme.size.minHit}) / 2));
  }

  &:active:not(:disabled):not([aria-busy='true']) { transform: scale(0.94); }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.surfaceStrong};
    color: ${({ theme }) => theme.color.accentText};
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent};
  }

  &:disabled { cursor: not-allowed; opacity: 0.55; }
  &[aria-busy='true'] { cursor: progress; }

  ${({ theme }) => theme.mq.reducedMotion} {
    &:active:not(:disabled) { transform: none; }
  }
`;

const Dot = styled.span<{ $empty: boolean }>`
  position: absolute;
  top: 0;
  right: 0;
  transform: translate(35%, -35%);
  display: inline-grid;
  place-items: center;
  min-width: ${({ $empty }) => ($empty ? '10px' : '20px')};
  height: ${({ $empty }) => ($empty ? '10px' : '20px')};
  padding: ${({ $empty, theme }) => ($empty ? '0' : `0 ${theme.space[1]}`)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.dangerStrong};
  color: ${({ theme }) => theme.color.textOnAccent};
  /* A ring in the page colour separates the dot from the button's edge. */
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bg};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  pointer-events: none;

  /* The count is drawn, not written: text inside the button would clash with its name (WCAG 2.5.3);
     assistive tech gets it from the description instead. */
  &::after {
    content: attr(data-count);
  }
`;

const iconSize = { sm: 'md', md: 'md', lg: 'lg' } as const;

/** The visible text of a count badge: nothing for 0, 'max+' above max. */
export function badgeText(count: number, max = 99): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}

/** An icon-only button. `label` is required: it is the accessible name and the tooltip. */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  busy = false,
  pressed,
  badge,
  badgeMax = 99,
  badgeLabel,
  tooltip = true,
  type = 'button',
  onClick,
  title,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: IconButtonProps) {
  const badgeId = useId();
  const count = typeof badge === 'number' ? badgeText(badge, badgeMax) : '';
  const showDot = badge === true || count !== '';
  const description = showDot ? (badgeLabel ?? (count || undefined)) : undefined;

  return (
    <>
      <Root
        ref={ref}
        type={type}
        $variant={variant}
        $size={size}
        aria-label={label}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        title={title ?? (tooltip ? label : undefined)}
        onClick={busy ? (event) => event.preventDefault() : onClick}
        {...rest}
        aria-describedby={[description ? badgeId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
      >
        {busy ? <Spinner size={size === 'lg' ? 'md' : 'sm'} /> : <Icon name={icon} size={iconSize[size]} tone="inherit" />}
        {showDot && <Dot $empty={count === ''} data-count={count} aria-hidden="true" />}
      </Root>
      {/* Outside the button: only its label is the name; the badge is the description. */}
      {description && (
        <span id={badgeId} className="orb-visually-hidden">
          {description}
        </span>
      )}
    </>
  );
}
