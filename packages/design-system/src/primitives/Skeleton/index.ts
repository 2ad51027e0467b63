export { Skeleton, SkeletonList, type SkeletonListProps, type SkeletonProps } from './Skeleton';
