export { type ReelCaptions, ReelPlayer, type ReelPlayerProps } from './ReelPlayer';
