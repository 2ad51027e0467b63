export { type GridVideoLabelParts, gridVideoLabel } from './gridVideoLabel';
export { VideoViewer, type VideoViewerProps } from './VideoViewer';
export type { ViewerStep } from './viewerSteps';
