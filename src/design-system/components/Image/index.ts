export { Image } from './Image';
export type { ImageProps } from './Image';
export { ImagePlaceholder } from './ImagePlaceholder';
export type { ImagePlaceholderProps, PlaceholderKind } from './ImagePlaceholder';
export { imageSrcSet, imageVariant, imageVariantWidths } from './imageVariant';
export type { ImageVariant } from './imageVariant';
