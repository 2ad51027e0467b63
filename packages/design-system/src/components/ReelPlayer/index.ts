export {
  DOUBLE_TAP_MS,
  formatTime,
  ReelPlayer,
  type ReelPlayerHandle,
  type ReelPlayerProps,
  SEEK_STEP_SECONDS,
} from './ReelPlayer';
