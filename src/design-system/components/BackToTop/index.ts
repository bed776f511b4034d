export { BackToTop } from './BackToTop';
export type { BackToTopProps } from './BackToTop';
