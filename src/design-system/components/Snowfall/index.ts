export { Snowfall, isSnowSeason } from './Snowfall';
export type { SnowfallProps } from './Snowfall';
