export { Icon, UnknownIconError } from './Icon';
export type { IconProps, IconSize } from './Icon';
export { iconNames } from './glyphs';
export type { IconName } from './glyphs';
