export { ScreenshotGallery } from './ScreenshotGallery';
export type { Screenshot, ScreenshotGalleryProps } from './ScreenshotGallery';
