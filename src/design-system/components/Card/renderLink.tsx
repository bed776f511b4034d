import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** What a link renderer receives: spread it onto your router's link (`href` → `to`). */
export interface LinkRenderProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
  children: ReactNode;
}

/**
 * Renders a link. The design system stays router-agnostic: the app passes one that renders its
 * router's link; without one a plain <a> is used.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/**
 * A component wrapper around a render function so styled-components can style it: styled() hands
 * it a className, which reaches the caller's link element through the spread props.
 */
export function LinkSlot({ renderLink = defaultRenderLink, ...props }: LinkRenderProps & { renderLink?: RenderLink | undefined }) {
  return <>{renderLink(props)}</>;
}
