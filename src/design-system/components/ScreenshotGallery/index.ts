export { ScreenshotGallery, ScreenshotThumb } from './ScreenshotGallery';
export type { Screenshot, ScreenshotGalleryProps } from './ScreenshotGallery';
