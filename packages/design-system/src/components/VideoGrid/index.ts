export {
  HIDDEN_TEXT,
  PROCESSING_FAILED_TEXT,
  PROCESSING_TEXT,
  VideoGrid,
  type VideoGridProps,
  type VideoTile,
  type VideoTileState,
} from './VideoGrid';
