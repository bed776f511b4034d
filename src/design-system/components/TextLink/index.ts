export { BackLink, TextLink } from './TextLink';
export type { TextLinkProps, TextLinkVariant } from './TextLink';
