export { Carousel, wrapIndex } from './Carousel';
export type { CarouselBaseProps, CarouselControls, CarouselLabels, CarouselProps } from './Carousel';
