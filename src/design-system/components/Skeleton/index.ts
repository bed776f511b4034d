export { EarlyImageSkeleton, EarlyText, Skeleton, earlyListImage, shimmer } from './Skeleton';
export type { EarlyImageSkeletonProps, EarlyTextProps, SkeletonProps, SkeletonShape } from './Skeleton';
export { FullPageSkeleton } from './FullPageSkeleton';
export type { FullPageSkeletonProps } from './FullPageSkeleton';
