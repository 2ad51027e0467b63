import type { Migration } from 'kysely';
import * as createContent from './2026_11_22_0100_create_content';
import * as searchIndexes from './2026_11_22_0101_search_indexes';
import * as searchWords from './2026_11_23_0300_search_words';
import * as countedEvents from './2026_11_24_0400_counted_events_and_upload_attachment';
import * as videoProcessing from './2026_11_24_0401_video_processing';
import * as notificationsVideoCascade from './2026_11_24_0500_notifications_video_cascade';
import * as processLeases from './2026_11_24_0501_process_leases';
import * as pendingMediaDeletions from './2026_11_24_0520_pending_media_deletions';
import * as reportsAdminsHidden from './2026_11_24_0580_reports_admins_hidden';
import * as mutesAndKeywordFilters from './2026_11_24_0581_mutes_and_keyword_filters';
import * as videoCaptions from './2026_11_24_0600_video_captions';
import * as watchEvents from './2026_11_24_0640_watch_events';
import * as feedRankScore from './2026_11_25_0100_feed_rank_score';
import * as followingAuthorIndex from './2026_11_25_0600_following_author_index';
import * as rankedAuthorIndex from './2026_11_25_0900_ranked_author_index';
import * as followingTimeline from './2026_11_25_1000_following_timeline';
import * as dropRankedAuthorIndex from './2026_11_25_1300_drop_ranked_author_index';
import * as followingTimelineLockBuckets from './2026_11_25_1310_following_timeline_lock_buckets';
import * as videoHeadVersion from './2026_11_26_2100_video_head_version';
import * as mediaAccess from './2026_11_28_0100_media_access';
import * as videoMentions from './2026_11_28_1111_video_mentions';
import * as headVersionMentions from './2026_11_28_1300_head_version_mentions';
import * as videoPublication from './2026_11_29_0200_video_publication';
import * as videoViewDays from './2026_11_29_0300_video_view_days';
import * as timelineFanout from './2026_11_30_0300_timeline_fanout';
import * as viewCountsAndSavedVideos from './2026_11_30_0600_view_counts_and_saved_videos';
import * as timelineRowCounts from './2026_12_01_0300_timeline_row_counts';
import * as searchWordsPerStatement from './2026_12_01_0302_search_words_per_statement';
import * as adminsGrantedByHand from './2026_12_01_0401_admins_granted_by_hand';

/**
 * Content-area migrations, by name. Names start at `2026_11_22_0100_` so they sort
 * after the account tables they reference.
 */
export const contentMigrations: Record<string, Migration> = {
  '2026_11_22_0100_create_content': createContent,
  '2026_11_22_0101_search_indexes': searchIndexes,
  '2026_11_23_0300_search_words': searchWords,
  '2026_11_24_0400_counted_events_and_upload_attachment': countedEvents,
  '2026_11_24_0401_video_processing': videoProcessing,
  '2026_11_24_0500_notifications_video_cascade': notificationsVideoCascade,
  '2026_11_24_0501_process_leases': processLeases,
  '2026_11_24_0580_reports_admins_hidden': reportsAdminsHidden,
  '2026_11_24_0581_mutes_and_keyword_filters': mutesAndKeywordFilters,
  '2026_11_24_0520_pending_media_deletions': pendingMediaDeletions,
  '2026_11_24_0600_video_captions': videoCaptions,
  '2026_11_24_0640_watch_events': watchEvents,
  '2026_11_25_0100_feed_rank_score': feedRankScore,
  '2026_11_25_0600_following_author_index': followingAuthorIndex,
  '2026_11_25_0900_ranked_author_index': rankedAuthorIndex,
  '2026_11_25_1000_following_timeline': followingTimeline,
  '2026_11_25_1300_drop_ranked_author_index': dropRankedAuthorIndex,
  '2026_11_25_1310_following_timeline_lock_buckets': followingTimelineLockBuckets,
  '2026_11_26_2100_video_head_version': videoHeadVersion,
  '2026_11_28_0100_media_access': mediaAccess,
  '2026_11_28_1111_video_mentions': videoMentions,
  '2026_11_28_1300_head_version_mentions': headVersionMentions,
  '2026_11_29_0200_video_publication': videoPublication,
  '2026_11_29_0300_video_view_days': videoViewDays,
  '2026_11_30_0300_timeline_fanout': timelineFanout,
  '2026_11_30_0600_view_counts_and_saved_videos': viewCountsAndSavedVideos,
  '2026_12_01_0401_admins_granted_by_hand': adminsGrantedByHand,
  '2026_12_01_0300_timeline_row_counts': timelineRowCounts,
  '2026_12_01_0302_search_words_per_statement': searchWordsPerStatement,
};
