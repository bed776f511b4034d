import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { LinkSlot, type LinkRenderProps, type RenderLink } from './renderLink';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';
export type CardElement = 'div' | 'article' | 'section' | 'li';

interface CardBaseProps {
  padding?: CardPadding;
  children?: ReactNode;
}

export interface StaticCardProps extends CardBaseProps, HTMLAttributes<HTMLElement> {
  href?: undefined;
  renderLink?: undefined;
  /** The element the surface renders as; `article` for self-contained items in a feed. */
  as?: CardElement;
  /**
   * Lift and glow on hover and focus. Set it when the card holds a `CardLink` (the stretched-link
   * pattern): the whole surface is then clickable while other links inside stay independent.
   */
  interactive?: boolean;
  ref?: Ref<HTMLElement>;
}

export interface LinkCardProps extends CardBaseProps, Omit<LinkRenderProps, 'children'> {
  /** The whole card is one link. It must not contain other interactive elements. */
  href: string;
  renderLink?: RenderLink;
}

export type CardProps = StaticCardProps | LinkCardProps;

const paddings = { none: '0', sm: '3', md: '4', lg: '6' } as const;

const surface = css<{ $padding: CardPadding }>`
  position: relative;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: ${({ theme, $padding }) => theme.space[paddings[$padding]]};
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  background:
    linear-gradient(180deg, color-mix(in srgb, ${({ theme }) => theme.color.text} 4%, transparent), transparent 40%),
    ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const lift = css`
  transition:
    transform ${({ theme }) => theme.duration.base}ms ${({ theme }) => theme.easing.standard},
    box-shadow ${({ theme }) => theme.duration.base}ms ${({ theme }) => theme.easing.standard},
    border-color ${({ theme }) => theme.duration.base}ms ${({ theme }) => theme.easing.standard};

  &:hover,
  &:focus-within {
    transform: translateY(-4px);
    border-color: color-mix(in srgb, ${({ theme }) => theme.color.accent} 70%, ${({ theme }) => theme.color.border});
    box-shadow: ${({ theme }) => theme.shadow.glow}, ${({ theme }) => theme.shadow.lg};
  }

  ${({ theme }) => theme.mq.reducedMotion} {
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;

const StaticRoot = styled.div<{ $padding: CardPadding; $interactive: boolean }>`
  ${surface}
  ${({ $interactive }) => $interactive && lift}
`;

const LinkRoot = styled(LinkSlot)<{ $padding: CardPadding }>`
  ${surface}
  ${lift}
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The raised surface every card is built on. Static by default; with `href` the whole card is a
 * link; with `interactive` it lifts for a stretched `CardLink` inside. It fills its grid cell.
 */
export function Card(props: CardProps) {
  if (props.href !== undefined) {
    const { padding = 'md', children, ...rest } = props;
    return (
      <LinkRoot $padding={padding} {...rest}>
        {children}
      </LinkRoot>
    );
  }
  const { padding = 'md', as = 'div', interactive = false, children, ref, ...rest } = props;
  return (
    <StaticRoot as={as} ref={ref} $padding={padding} $interactive={interactive} {...rest}>
      {children}
    </StaticRoot>
  );
}

const Stretched = styled(LinkSlot)`
  color: inherit;
  text-decoration: none;
  outline: none;

  /* The pseudo-element covers the nearest positioned ancestor (the Card), so the whole card
     answers the click while the accessible name stays the link text. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: inherit;
  }

  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

export interface CardLinkProps extends LinkRenderProps {
  renderLink?: RenderLink | undefined;
}

/**
 * The card's primary link (usually its title) stretched over the whole card. Other links in the
 * card need `position: relative; z-index: 2` to stay clickable above it (see `CardInnerLink`).
 */
export function CardLink(props: CardLinkProps) {
  return <Stretched {...props} />;
}

/** A secondary link inside an interactive card, kept clickable above the stretched link. */
export const CardInnerLink = styled(LinkSlot)`
  position: relative;
  z-index: 2;
`;
