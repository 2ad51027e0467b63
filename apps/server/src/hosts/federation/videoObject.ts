import type { Context } from '@fedify/fedify';
import { Hashtag, Image, Link, Mention, PUBLIC_COLLECTION, Video } from '@fedify/vocab';
import type { Video as FlickVideoRow } from '@flick/api-types';
import { Temporal } from '@js-temporal/polyfill';
import type { Kysely } from 'kysely';
import { isUuid } from '../../platform/contract/ids';
import type { Database } from '../../platform/db/database';
import { selectVideos, toVideo } from '../../rules/videos/videoRows';
import { ANONYMOUS_VIEWER } from '../../rules/visibility/publicVideos';

/**
 * The JSON-LD terms Mastodon reads by their bare names (ADR 0152): it does not expand
 * JSON-LD, so a hashtag must be typed `Hashtag` and the content warning flag named
 * `sensitive`, as Mastodon's own context defines them. Fedify adds these to activities; a
 * `Video` served alone gets them from here.
 */
export const MASTODON_TERMS = {
  toot: 'http://joinmastodon.org/ns#',
  sensitive: 'as:sensitive',
  Hashtag: 'as:Hashtag',
} as const;

/** The contexts a video served alone is written under: Fedify's own plus Mastodon's terms. */
const VIDEO_CONTEXT = [
  'https://www.w3.org/ns/activitystreams',
  'https://w3id.org/security/data-integrity/v1',
  MASTODON_TERMS,
];

/** A `Video` that writes itself with Mastodon's terms when served at its own address. */
export class MastodonVideo extends Video {
  override toJsonLd(options: Parameters<Video['toJsonLd']>[0] = {}): Promise<unknown> {
    // Only the top-level answer: embedded in an activity, Fedify's own context applies.
    if (options.format !== undefined || options.context !== undefined) {
      return super.toJsonLd(options);
    }
    return super.toJsonLd({ ...options, format: 'compact', context: VIDEO_CONTEXT });
  }
}

type VideoValues = NonNullable<ConstructorParameters<typeof Video>[0]>;

/** A video as federation shares it: what its object says, and whether its owner is private. */
export interface SharedVideo {
  video: FlickVideoRow;
  durationSeconds: number | null;
  ownerPrivate: boolean;
}

/**
 * A video its owner's remote followers may have (ADR 0152): ready and not hidden, of an
 * account that federates. A public account's goes to anyone; a private account's only to its
 * approved followers. Undefined otherwise (processing, held, hidden, deleted, opted out).
 */
export async function findSharedVideo(
  db: Kysely<Database>,
  videoId: string,
): Promise<SharedVideo | undefined> {
  if (!isUuid(videoId)) return undefined;
  const row = await selectVideos(db, ANONYMOUS_VIEWER)
    .select(['v.duration_seconds', 'u.federation'])
    .where('v.id', '=', videoId)
    .where('v.state', '=', 'ready')
    .where('v.hidden', '=', false)
    .executeTakeFirst();
  if (!row?.federation) return undefined;
  return {
    video: toVideo(row),
    durationSeconds: row.duration_seconds,
    ownerPrivate: row.owner_private,
  };
}

/**
 * A Flick video as the whole fediverse may see it: shared (`findSharedVideo`) by an owner
 * who is not private. The one rule the object dispatcher and the inbox both read, in one
 * query.
 */
export async function federatedVideo(
  db: Kysely<Database>,
  videoId: string,
): Promise<SharedVideo | undefined> {
  const shared = await findSharedVideo(db, videoId);
  return shared && !shared.ownerPrivate ? shared : undefined;
}

/**
 * A video's ActivityPub object (ADR 0151, 0152): the page and the rendition, the poster, the
 * caption with its hashtags and mentions as tags, the duration and the sensitive flag. A
 * public account's video is addressed to everyone (its followers in copy); a private
 * account's to its followers only.
 */
export function videoObject<T extends typeof Video>(
  ctx: Context<void>,
  publicUrl: string,
  shared: SharedVideo,
  Kind: T = Video as T,
): InstanceType<T> {
  const { video } = shared;
  const absolute = (url: string) => new URL(url, publicUrl);
  const followers = ctx.getFollowersUri(video.userId);
  const audience: Pick<VideoValues, 'to' | 'cc'> = shared.ownerPrivate
    ? { to: followers }
    : { to: PUBLIC_COLLECTION, cc: followers };
  const mentions = (video.mentions ?? []).map(
    (m) => new Mention({ name: `@${m.userName}`, href: ctx.getActorUri(m.userId) }),
  );
  return new Kind({
    id: ctx.getObjectUri(Video, { id: video.id }),
    attribution: ctx.getActorUri(video.userId),
    ...audience,
    name: video.caption,
    content: video.caption,
    // The page first (what Mastodon links to), then the file (what PeerTube and Loops play).
    urls: [
      new Link({ href: absolute(`/watch/${video.id}`), mediaType: 'text/html' }),
      new Link({ href: absolute(video.iosUrl), mediaType: 'video/mp4' }),
    ],
    icon: new Image({ url: absolute(video.thumbUrl), mediaType: 'image/jpeg' }),
    published: Temporal.Instant.from(video.createdAt),
    ...(shared.durationSeconds
      ? {
          duration: Temporal.Duration.from({
            seconds: Math.round(shared.durationSeconds),
          }) as unknown as VideoValues['duration'],
        }
      : {}),
    // Flick has no content warning yet: every video says it is not sensitive.
    sensitive: false,
    tags: [
      ...video.hashtags.map(
        (tag) =>
          new Hashtag({
            name: `#${tag}`,
            href: absolute(`/hashtag/${encodeURIComponent(tag)}`),
          }),
      ),
      ...mentions,
    ],
  }) as InstanceType<T>;
}
