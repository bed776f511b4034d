export { Glyph, Icon, preloadIcons, UnknownIconError } from './Icon';
export type { IconName, IconProps, IconSize } from './Icon';
// Every name (both halves of the set) is for stories and tests: import it from './names', not from here.
