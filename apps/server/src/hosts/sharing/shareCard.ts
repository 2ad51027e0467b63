import { watchPath } from '@flick/api-types/links';
import type { Kysely } from 'kysely';
import { isUuid } from '../../platform/contract/ids';
import type { Database } from '../../platform/db/database';
import { IMAGE_SIZES } from '../../platform/media/images';
import { mediaUrl } from '../../platform/media/index';
import { RENDITION } from '../../platform/media/transcode';
import { selectPublicVideos } from '../../rules/visibility/publicVideos';

/** The product's name as previews and oEmbed answers give it. */
export const PROVIDER_NAME = 'Flick';

/**
 * The frame a shared video is shown in (embed page, `og:video` size, oEmbed size): a portrait
 * reel at the web rendition's long side, 9:16 (ADR 0046). The video keeps its own shape inside
 * it (letterboxed), so the size holds for every video without storing each one's dimensions.
 */
export const SHARE_FRAME = {
  width: Math.round((RENDITION.longSide * 9) / 16),
  height: RENDITION.longSide,
} as const;

/** The poster's size as previews state it: the poster's width, in the reel frame's shape. */
export const SHARE_POSTER = {
  width: IMAGE_SIZES.thumbWidth,
  height: Math.round((IMAGE_SIZES.thumbWidth * 16) / 9),
} as const;

/** Everything a preview of one shared video says, with absolute addresses. */
export interface ShareCard {
  videoId: string;
  /** The public watch page a share link opens: `<PUBLIC_URL>/watch/<id>`. */
  pageUrl: string;
  /** The minimal player other sites frame: `<PUBLIC_URL>/embed/<id>`. */
  embedUrl: string;
  /** `<PUBLIC_URL>/api/oembed?url=<pageUrl>&format=json`. */
  oembedUrl: string;
  title: string;
  description: string;
  authorName: string;
  authorUrl: string;
  posterUrl: string;
  videoUrl: string;
  providerUrl: string;
}

/** Whether `id` could name a video (a UUID); anything else is no video, without a query. */
export function isVideoId(id: string): boolean {
  return isUuid(id);
}

/**
 * The video id of a video page path (the watch page `/watch/<id>` or the viewer `/reels/<id>`,
 * a trailing slash allowed), if it is one.
 */
export function videoIdOfPagePath(pathname: string): string | undefined {
  const match = /^\/(?:watch|reels)\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] && isVideoId(match[1]) ? match[1].toLowerCase() : undefined;
}

/** The longest title a preview carries; a longer caption is cut with an ellipsis. */
const TITLE_MAX = 100;

function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The share card of a video anyone may watch (`publicVideo`, the visibility module), or none:
 * an unknown, processing or hidden video gets no preview (docs/product.md#sharing).
 */
export async function findShareCard(
  db: Kysely<Database>,
  publicUrl: string,
  videoId: string,
): Promise<ShareCard | undefined> {
  if (!isVideoId(videoId)) return undefined;
  const row = await selectPublicVideos(db).where('v.id', '=', videoId).executeTakeFirst();
  if (!row) return undefined;
  const absolute = (url: string) => new URL(url, `${publicUrl}/`).href;
  const pageUrl = `${publicUrl}${watchPath(row.id)}`;
  const fullName = `${row.first_name} ${row.last_name}`.trim();
  const authorName = fullName ? `${fullName} (@${row.user_name})` : `@${row.user_name}`;
  const caption = row.caption.replace(/\s+/g, ' ').trim();
  return {
    videoId: row.id,
    pageUrl,
    embedUrl: `${publicUrl}/embed/${row.id}`,
    oembedUrl: `${publicUrl}/api/oembed?${new URLSearchParams({ url: pageUrl, format: 'json' })}`,
    title: cut(caption || `Video by @${row.user_name}`, TITLE_MAX),
    description: `A video by ${authorName} on ${PROVIDER_NAME}.`,
    authorName,
    authorUrl: `${publicUrl}/user/profile/${row.user_id}`,
    posterUrl: absolute(row.thumb_url),
    videoUrl: absolute(mediaUrl(row.video_file)),
    providerUrl: `${publicUrl}/`,
  };
}

/** Text for HTML: element content and double-quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The head tags of a shared video's page: Open Graph (a `video.other` with its poster and the
 * playable file), a Twitter player card framing the embed page, and the oEmbed discovery link
 * (docs/product.md#sharing). Every value is escaped.
 */
export function shareTags(card: ShareCard): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
  const og = (key: string, value: string | number) => meta('property', `og:${key}`, value);
  const twitter = (key: string, value: string | number) => meta('name', `twitter:${key}`, value);
  const secure = card.videoUrl.startsWith('https:');
  return [
    og('site_name', PROVIDER_NAME),
    og('type', 'video.other'),
    og('url', card.pageUrl),
    og('title', card.title),
    og('description', card.description),
    og('image', card.posterUrl),
    og('image:width', SHARE_POSTER.width),
    og('image:height', SHARE_POSTER.height),
    og('video', card.videoUrl),
    ...(secure ? [og('video:secure_url', card.videoUrl)] : []),
    og('video:type', 'video/mp4'),
    og('video:width', SHARE_FRAME.width),
    og('video:height', SHARE_FRAME.height),
    twitter('card', 'player'),
    twitter('title', card.title),
    twitter('description', card.description),
    twitter('image', card.posterUrl),
    twitter('player', card.embedUrl),
    twitter('player:width', SHARE_FRAME.width),
    twitter('player:height', SHARE_FRAME.height),
    twitter('player:stream', card.videoUrl),
    twitter('player:stream:content_type', 'video/mp4'),
    `<link rel="canonical" href="${escapeHtml(card.pageUrl)}">`,
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(card.oembedUrl)}" title="${escapeHtml(card.title)}">`,
  ].join('\n    ');
}

/**
 * The web app's `index.html` for a shared video: its title and description are the video's,
 * and the share tags close the head. The app itself is untouched (no script added, so the
 * page's CSP stays as it is).
 */
export function withShareTags(html: string, card: ShareCard): string {
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const head = html
    .slice(0, at)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(card.title)} · Flick</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(card.description)}">`,
    );
  return `${head}  ${shareTags(card)}\n  ${html.slice(at)}`;
}
