export { Skeleton, shimmer } from './Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
export { FullPageSkeleton } from './FullPageSkeleton';
export type { FullPageSkeletonProps } from './FullPageSkeleton';
