import { Link } from 'react-router';
import type { RenderLink } from '@/design-system/components/Card';

/** The design system's link slot rendered as the router's Link (client-side navigation). */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
