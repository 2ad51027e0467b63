export { VideoViewer, type VideoViewerProps } from './VideoViewer';
