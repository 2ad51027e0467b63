export { VideoGrid, type VideoGridProps, type VideoTile } from './VideoGrid';
