// English, video grids, the grid viewer, captions and insights (ADR 0135). One module per area, so
// each screen's chunk carries only its own words.
import type { DesignSystemMessages } from '../messages';
import { plural } from './core';

export const gridTexts = {
  remove: 'Remove',
  videoGridLabel: 'Videos',
  loadingVideos: 'Loading videos',
  noVideos: 'No videos yet.',
  processing: 'Processing…',
  processingFailed: 'This video could not be processed.',
  viewCount: plural('view', 'views'),
  tileName: (position, label) => `video ${position}${label ? `: ${label}` : ''}`,
  tileHeading: (position, label) => `Video ${position}${label ? `: ${label}` : ''}`,
  processingTile: (name) => `Processing ${name}`,
  removeTile: (name) => `Remove ${name}`,
  openTile: (name) => `Open ${name}`,

  video: 'Video',
  gridVideo: ({ position, total, userName, caption }) =>
    `Video ${position}${total === null ? '' : ` of ${total}`} by ${userName}${caption ? `: ${caption}` : ''}`,

  noViews: 'No views yet',
  viewsPerDay: (days) => `Views per day, last ${days} days`,
  day: 'Day',
  views: 'Views',
  insightNames: {
    views: 'Views',
    viewers: 'Unique viewers',
    watchShare: 'Average watched',
    completionRate: 'Watched to the end',
    likes: 'Likes',
    comments: 'Comments',
    shares: 'Shares',
    downloads: 'Downloads',
  },
  dayViews: (day, count, formatted) => `${day}: ${formatted} ${count === 1 ? 'view' : 'views'}`,
} satisfies Partial<DesignSystemMessages>;
