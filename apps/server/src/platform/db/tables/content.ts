// Table types of the content area (videos, comments, hashtags, uploads). Keep in step
// with src/platform/db/migrations/content/*.
import type { ColumnType, Generated } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO text, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint arrives as text from `pg`. */
type BigIntColumn = ColumnType<string, number | string, number | string>;

/** Which upload route a file came through. */
export type UploadKind = 'video' | 'thumb';

/** A file a user uploaded (video or thumbnail), by its stored name. */
export interface UploadsTable {
  name: string;
  /** The name without its extension (a video record's `videoUrl`). */
  stem: string;
  user_id: string;
  kind: UploadKind;
  content_type: string;
  size: BigIntColumn;
  created_at: CreatedAt;
  /** When a video record took this file; null files are removed after a grace period. */
  attached_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /**
   * The lease of the process storing the file (the row is written first); null once the
   * file is stored. A row whose writer's lease lapsed is a crash's leftover (ADR 0024).
   */
  writer_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A person a caption mentions, as `videos.mentions` holds them. */
export interface VideoMention {
  userId: string;
  userName: string;
}

export interface VideosTable {
  id: Generated<string>;
  user_id: string;
  /** Stored file name with extension; `iosUrl` is built from it. */
  video_file: string;
  /**
   * The stored name without its extension, as the client sent it (docs/product.md#video-fields).
   */
  video_url: string;
  thumb_url: string;
  thumb_url_compress: string;
  caption: Generated<string>;
  /** Display copy of the video's tags; search goes through hashtags/video_hashtags. */
  hashtags: Generated<string[]>;
  /**
   * The people its caption mentions, read when the caption is stored or edited
   * (docs/product.md#caption-hashtags-and-mentions).
   */
  mentions: ColumnType<VideoMention[], string | undefined, string>;
  allow_comment: Generated<boolean>;
  allow_download: Generated<boolean>;
  allow_duet: Generated<boolean>;
  is_duet: Generated<boolean>;
  status: Generated<number>;
  likes: Generated<number>;
  downloads: Generated<number>;
  shares: Generated<number>;
  comments: Generated<number>;
  /** Times watched: one per watch report (migration 2026_11_30_0600, ADR 0109). */
  views: Generated<number>;
  created_at: CreatedAt;
  /**
   * `processing` until the web rendition exists, then `ready` (listed) or `failed`; `held`
   * when processed but not listed yet: a draft or a scheduled video (ADR 0101).
   */
  state: Generated<VideoState>;
  /** What waits for it: `posted` (listed once processed), `draft`, `scheduled` at `publish_at`. */
  publication: Generated<Publication>;
  publish_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The second whose frame the pipeline takes for its poster; null: its own pick. */
  cover_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** Hidden by an admin: seen only by its owner and admins (docs/product.md#reports-and-moderation). */
  hidden: Generated<boolean>;
  /** The transcode's progress in percent while processing. */
  progress: number | null;
  /** Why processing failed, for the owner. */
  failure_reason: string | null;
  /** The uploaded original in private storage while it is processed (or kept). */
  source_file: string | null;
  /** The stored name of its sanitized WebVTT captions, when the owner attached some. */
  captions_file: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its length in seconds, measured when it was processed (cue timings are checked against it). */
  duration_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** Viewers who reported watching it, and those who watched it to the end (docs/product.md#for-you). */
  watchers: Generated<number>;
  completions: Generated<number>;
  /**
   * The viewer-independent part of its "For you" score, kept by the database (migration
   * 2026_11_25_0100, ADR 0059); null once it is older than the ranking keeps scores.
   */
  rank_score: ColumnType<number | null, never, number | null>;
  /**
   * The version of its feed head (every field but the counters and the caller's like, its
   * owner's names and picture included), moved by the database whenever one of them changes
   * (migration 2026_11_26_2100, ADR 0076): cached heads are current while it is unchanged.
   */
  head_version: ColumnType<number, never, never>;
}

/** A secret every process of an install shares (migration 2026_11_28_0100, ADR 0090). */
export interface ServerKeysTable {
  name: string;
  secret: string;
  created_at: CreatedAt;
}

/** The one row of the ranking's clock (migration 2026_11_25_0100, ADR 0059). */
export interface FeedRankClockTable {
  only_row: Generated<boolean>;
  /** The hour the stored scores count ages to. */
  scored_at: Date;
  /** Days after posting a video keeps a stored score. */
  kept_days: number;
}

/** The best share of a video one viewer watched, in percent (migration 2026_11_24_0640). */
export interface VideoWatchesTable {
  video_id: string;
  user_id: string;
  percent: number;
  watched_at: CreatedAt;
}

/**
 * A video's views on one UTC day (migration 2026_11_29_0300, ADR 0102): one per watch report,
 * the shares they reached summed in percent, and how many reached the end.
 */
export interface VideoViewDaysTable {
  video_id: string;
  /** The UTC day, as `YYYY-MM-DD` text (`pg` reads a date as text: db/connect.ts). */
  day: ColumnType<string, string, never>;
  views: number;
  percent_sum: BigIntColumn;
  completions: number;
}

/** A person's saved video, a private bookmark (migration 2026_11_30_0600, ADR 0109). */
export interface SavedVideosTable {
  user_id: string;
  video_id: string;
  saved_at: CreatedAt;
}

export type VideoState = 'processing' | 'ready' | 'failed' | 'held';

/** docs/product.md#drafts-and-scheduled-videos */
export type Publication = 'posted' | 'draft' | 'scheduled';

export interface VideoLikesTable {
  video_id: string;
  user_id: string;
  created_at: CreatedAt;
}

/** A share or download a user made of a video: each counts once per user and video. */
export interface VideoCountedEventsTable {
  video_id: string;
  user_id: string;
  kind: 'downloads' | 'shares';
  created_at: CreatedAt;
}

export interface CommentsTable {
  id: Generated<string>;
  video_id: string;
  user_id: string;
  /** The text as the client sent it (URI-encoded). */
  comment: string;
  likes: Generated<number>;
  created_at: CreatedAt;
  /** Hidden by an admin: seen only by its author and admins. */
  hidden: Generated<boolean>;
  /** The text decoded, for keyword filters (null: matched as stored). */
  plain: string | null;
}

export interface CommentLikesTable {
  comment_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface HashtagsTable {
  id: ColumnType<string, never, never>;
  /** Lower-case, without '#'. */
  name: string;
  video_count: Generated<number>;
}

export interface VideoHashtagsTable {
  hashtag_id: BigIntColumn;
  video_id: string;
  /** Copy of the video's created_at, so a tag's page is one index range. */
  created_at: ColumnType<Date, Date | string, Date | string>;
}

/**
 * Distinct lower-case words of user names (userName, first and last name) with how many
 * users hold each: the small set user search matches typos against. Written only by the
 * users_search_words_sync trigger (migration 2026_11_23_0300).
 */
export interface SearchWordsTable {
  word: ColumnType<string, never, never>;
  users: ColumnType<number, never, never>;
}

/** One running server or worker process (ADR 0024); renewed while it lives. */
export interface ProcessLeasesTable {
  id: string;
  /** The machine (its data directory's id): only there can `pid` be checked. */
  machine: string;
  pid: number;
  started_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** Which process lease runs an active media job (ADR 0024). */
export interface JobClaimsTable {
  job_id: string;
  lease_id: string;
  claimed_at: CreatedAt;
}

/** Stored files whose rows are gone, deleted after commit (migration 2026_11_24_0520). */
export interface PendingMediaDeletionsTable {
  area: 'media' | 'originals';
  name: string;
  created_at: CreatedAt;
}

export interface ContentTables {
  process_leases: ProcessLeasesTable;
  server_keys: ServerKeysTable;
  job_claims: JobClaimsTable;
  uploads: UploadsTable;
  videos: VideosTable;
  video_likes: VideoLikesTable;
  video_counted_events: VideoCountedEventsTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  hashtags: HashtagsTable;
  video_hashtags: VideoHashtagsTable;
  search_words: SearchWordsTable;
  pending_media_deletions: PendingMediaDeletionsTable;
  video_watches: VideoWatchesTable;
  video_view_days: VideoViewDaysTable;
  saved_videos: SavedVideosTable;
  feed_rank_clock: FeedRankClockTable;
}
