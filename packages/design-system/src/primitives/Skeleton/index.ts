export {
  LIST_LOADING_ROWS,
  SEARCH_LOADING_ROWS,
  Skeleton,
  SkeletonList,
  type SkeletonListProps,
  type SkeletonProps,
} from './Skeleton';
