import type { Video } from '@flick/api-types';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Publication, VideoMention, VideoState } from '../../platform/db/tables/content';
import { mediaUrl } from '../../platform/media/index';
import type { MediaViewer } from '../../platform/media/signedAddress';
import { isPublicVideo } from '../visibility/visibility';

/** A video row joined with its owner, as every read answers it. */
export interface VideoRow {
  id: string;
  user_id: string;
  created_at: Date;
  video_file: string;
  video_url: string;
  thumb_url: string;
  thumb_url_compress: string;
  caption: string;
  hashtags: string[];
  // docs/product.md#caption-hashtags-and-mentions: the accounts the caption names.
  mentions: VideoMention[];
  allow_comment: boolean;
  allow_download: boolean;
  allow_duet: boolean;
  is_duet: boolean;
  status: number;
  state: VideoState;
  /** What a `held` video waits for (ADR 0101); `posted` otherwise. */
  publication: Publication;
  publish_at: Date | null;
  progress: number | null;
  failure_reason: string | null;
  likes: number;
  downloads: number;
  shares: number;
  comments: number;
  /** Times watched (ADR 0109); absent where a read leaves it out (feed heads). */
  views?: number;
  user_name: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  /** Its owner's account is private: its files are read through signed addresses. */
  owner_private: boolean;
  liked: boolean;
  hidden: boolean;
  // captions (docs/product.md#captions): the stored WebVTT file's name, if any.
  captions_file: string | null;
}

/** The columns of a video read: the video `v`, its owner `u` and the caller's like. */
export function videoColumns(callerId: string) {
  return [
    'v.id',
    'v.user_id',
    'v.created_at',
    'v.video_file',
    'v.video_url',
    'v.thumb_url',
    'v.thumb_url_compress',
    'v.caption',
    'v.hashtags',
    'v.mentions',
    'v.allow_comment',
    'v.allow_download',
    'v.allow_duet',
    'v.is_duet',
    'v.status',
    'v.state',
    'v.publication',
    'v.publish_at',
    'v.progress',
    'v.failure_reason',
    'v.likes',
    'v.downloads',
    'v.shares',
    'v.comments',
    'v.views',
    'v.hidden',
    'v.captions_file', // captions
    'u.user_name',
    'u.first_name',
    'u.last_name',
    'u.profile_picture',
    'u.is_private as owner_private',
    sql<boolean>`exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = ${callerId}::uuid)`.as(
      'liked',
    ),
  ] as const;
}

/**
 * The base query of every video read: videos `v` joined with their owner `u`, with the
 * caller's like. Callers add where, order and limit.
 */
export function selectVideos(
  db: Kysely<Database>,
  callerId: string,
): SelectQueryBuilder<
  Database & { v: Database['videos']; u: Database['users'] },
  'v' | 'u',
  VideoRow
> {
  return db
    .selectFrom('videos as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(videoColumns(callerId)) as never;
}

const flag = (on: boolean) => (on ? '1' : '0') as '0' | '1';

/** Whether a video read is one anyone may watch (its files then need no signed address). */
export function isPublicRow(row: Pick<VideoRow, 'state' | 'hidden' | 'owner_private'>): boolean {
  return isPublicVideo({ state: row.state, hidden: row.hidden, ownerPrivate: row.owner_private });
}

/**
 * A row as the contract's Video (docs/product.md#video-fields names; flags as '1'/'0'). The
 * files of a video that is not public get addresses signed for `viewer` (ADR 0090); without a
 * viewer (a feed head, signed per page by `pageVideos`) they are left plain.
 */
export function toVideo(row: VideoRow, viewer?: MediaViewer): Video {
  const video = plainVideo(row);
  return viewer && !isPublicRow(row) ? signVideoFiles(video, viewer) : video;
}

/** A video's file addresses (playback, posters, captions) signed for one viewer (ADR 0090). */
export function signVideoFiles(video: Video, viewer: MediaViewer): Video {
  const sign = (url: string) => viewer.signer.sign(url, viewer.viewerId);
  return {
    ...video,
    iosUrl: sign(video.iosUrl),
    thumbUrl: sign(video.thumbUrl),
    thumbUrlCompress: sign(video.thumbUrlCompress),
    ...(video.captionsUrl ? { captionsUrl: sign(video.captionsUrl) } : {}),
  };
}

function plainVideo(row: VideoRow): Video {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at.toISOString(),
    iosUrl: mediaUrl(row.video_file),
    videoUrl: row.video_url,
    thumbUrl: row.thumb_url,
    thumbUrlCompress: row.thumb_url_compress,
    caption: row.caption,
    hashtags: row.hashtags,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePicture: row.profile_picture,
    likes: row.likes,
    downloads: row.downloads,
    shares: row.shares,
    comments: row.comments,
    ...(row.views !== undefined ? { views: row.views } : {}),
    liked: row.liked,
    allowComment: flag(row.allow_comment),
    allowDownload: flag(row.allow_download),
    allowDuet: flag(row.allow_duet),
    isDuet: flag(row.is_duet),
    status: row.status,
    // A held video is processed: `ready` to its owner, the only one who reads it, with what
    // it waits for (docs/product.md#drafts-and-scheduled-videos).
    state: row.state === 'held' ? 'ready' : row.state,
    ...(row.state !== 'ready' && row.publication !== 'posted'
      ? { publication: row.publication }
      : {}),
    ...(row.state !== 'ready' && row.publish_at ? { publishAt: row.publish_at.toISOString() } : {}),
    progress: row.state === 'processing' ? (row.progress ?? 0) : null,
    failureReason: row.state === 'failed' ? row.failure_reason : null,
    // Only owners and admins ever read a hidden video; everyone else never gets the field.
    ...(row.hidden ? { hidden: true } : {}),
    // docs/product.md#caption-hashtags-and-mentions: present only when the caption names someone.
    ...(row.mentions.length > 0 ? { mentions: row.mentions } : {}),
    // captions (docs/product.md#captions): present only when the owner attached a file.
    ...(row.captions_file ? { captionsUrl: mediaUrl(row.captions_file) } : {}),
  };
}
