import styled, { css } from 'styled-components';
import { Icon } from '../../icons';
import { LinkSlot, type LinkRenderProps, type RenderLink } from '../Card/renderLink';

/**
 * 'quiet': link colour, underlined on hover (in-page links, 'View all …', back links).
 * 'strong': body-text colour, semibold, underlined on hover (a byline's author or developer).
 * 'underlined': accent colour, always underlined (link lists such as the help centre's).
 */
export type TextLinkVariant = 'quiet' | 'strong' | 'underlined';

export interface TextLinkProps extends LinkRenderProps {
  variant?: TextLinkVariant;
  /** Renders the app's router link; without one a plain <a> (external links). */
  renderLink?: RenderLink | undefined;
}

const variants = {
  quiet: css`
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.link};
  `,
  strong: css`
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  `,
  underlined: css`
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-decoration: underline;
    text-underline-offset: 0.2em;

    &:hover {
      color: ${({ theme }) => theme.color.accentHover};
    }

    &:focus-visible {
      outline-width: 2px;
    }
  `,
} as const;

const Root = styled(LinkSlot)<{ $variant: TextLinkVariant }>`
  display: inline-flex;
  align-items: center;
  /* A generous hit area for headset laser pointers (guide §5). */
  min-height: ${({ theme }) => theme.size.minHit};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  ${({ $variant }) => variants[$variant]}
`;

/** A text link with a generous hit area. Router-agnostic: pass the app's `renderLink`. */
export function TextLink({ variant = 'quiet', ...rest }: TextLinkProps) {
  return <Root $variant={variant} {...rest} />;
}

const Back = styled(TextLink)`
  /* In a grid it keeps its own width instead of stretching across the column. */
  justify-self: start;
`;

/** '← {label}': the link to the page above. */
export function BackLink({ children, variant = 'quiet', ...rest }: TextLinkProps) {
  return (
    <Back variant={variant} {...rest}>
      <Icon name="arrow-left" size={variant === 'underlined' ? 'sm' : 'md'} tone="inherit" />
      {children}
    </Back>
  );
}
