export { ReelPlayer, type ReelPlayerProps } from './ReelPlayer';
