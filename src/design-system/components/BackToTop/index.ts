export { BackToTop, preloadBackToTop } from './BackToTop';
export type { BackToTopProps } from './BackToTop';
