export { ReviewsSection } from './ReviewsSection';
export type { ReviewsSectionProps } from './ReviewsSection';
