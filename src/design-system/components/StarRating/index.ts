export { StarRatingDisplay, MAX_STARS } from './StarRatingDisplay';
export type { StarRatingDisplayProps } from './StarRatingDisplay';
export { StarRatingInput, defaultStarLabels } from './StarRatingInput';
export type { StarRatingInputProps } from './StarRatingInput';
