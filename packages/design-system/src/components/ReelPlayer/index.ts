export { ReelCue, type ReelCueProps } from './ReelCue';
export {
  DOUBLE_TAP_MS,
  formatTime,
  type ReelCaptions,
  ReelPlayer,
  type ReelPlayerHandle,
  type ReelPlayerProps,
  SEEK_STEP_SECONDS,
  TALL_CLIP_RATIO,
} from './ReelPlayer';
