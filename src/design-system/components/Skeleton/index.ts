export { EarlyImageSkeleton, Skeleton, shimmer } from './Skeleton';
export type { EarlyImageSkeletonProps, SkeletonProps, SkeletonShape } from './Skeleton';
export { FullPageSkeleton } from './FullPageSkeleton';
export type { FullPageSkeletonProps } from './FullPageSkeleton';
