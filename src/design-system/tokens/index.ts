export { palette } from './palette';
export { colors } from './semantic';
export type { ColorToken } from './semantic';
export { space, radii, fonts, fontSizes, fontWeights, lineHeights, shadows, sizes, breakpoints, mq, zIndex } from './scales';
export { durations, easings } from './motion';
export type { DurationToken } from './motion';
