export {
  HIDDEN_TEXT,
  PROCESSING_FAILED_TEXT,
  PROCESSING_TEXT,
  VideoGrid,
  type VideoGridHandle,
  type VideoGridProps,
  type VideoTile,
  type VideoTileState,
} from './VideoGrid';
