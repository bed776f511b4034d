export { Snowfall } from './Snowfall';
export type { SnowfallProps } from './Snowfall';
export { isSnowSeason } from './season';
export { SeasonalSnowfall } from './SeasonalSnowfall';
