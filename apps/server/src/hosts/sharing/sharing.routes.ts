import { createHash } from 'node:crypto';
import type { ops } from '@flick/api-types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routesFor } from '../../platform/contract/route';
import { errorBody } from '../../platform/http/errorCodes';
import { badRequest, notFound } from '../../platform/http/errors';
import { PUBLIC_VIDEO_NOT_FOUND } from '../../rules/visibility/publicVideos';
import {
  escapeHtml,
  findShareCard,
  isVideoId,
  PROVIDER_NAME,
  SHARE_FRAME,
  SHARE_POSTER,
  type ShareCard,
} from './shareCard';

const route = routesFor<ops.operations>();

/** The answers of the oEmbed route and the embed page (docs/product.md#sharing). */
export const SHARING_MESSAGES = {
  notOurs: 'url must be the address of a video page on this site',
  notFound: PUBLIC_VIDEO_NOT_FOUND,
  jsonOnly: 'Only format=json is supported.',
  /** The embed page's text for a video nobody may watch here. */
  unavailable: 'This video is not available.',
} as const;

/** `size` shrunk (aspect kept, never enlarged) to fit `maxwidth` × `maxheight` when given. */
export function fitFrame(
  size: { width: number; height: number },
  maxwidth?: number,
  maxheight?: number,
): { width: number; height: number } {
  const scale = Math.min(
    1,
    maxwidth ? maxwidth / size.width : 1,
    maxheight ? maxheight / size.height : 1,
  );
  return {
    width: Math.max(1, Math.floor(size.width * scale)),
    height: Math.max(1, Math.floor(size.height * scale)),
  };
}

/**
 * The video id in an address of one of our video pages (the watch page `/watch/<id>`, the
 * viewer `/reels/<id>`, or the embed page `/embed/<id>`) on the public origin; 400 for any other address. An id that is not a UUID
 * names no video: `undefined` (the caller answers 404).
 */
function videoIdOfUrl(url: string, publicUrl: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest(SHARING_MESSAGES.notOurs);
  }
  if (parsed.origin !== new URL(publicUrl).origin) throw badRequest(SHARING_MESSAGES.notOurs);
  const match = /^\/(?:watch|reels|embed)\/([^/]+)\/?$/.exec(parsed.pathname);
  if (!match?.[1]) throw badRequest(SHARING_MESSAGES.notOurs);
  return isVideoId(match[1]) ? match[1].toLowerCase() : undefined;
}

/** The embed page's one stylesheet, allowed by its hash in the page's CSP. */
const EMBED_STYLE =
  'html,body{margin:0;height:100%;background:#000;color:#fff;font:600 14px system-ui,sans-serif}' +
  'video{display:block;width:100%;height:100%;object-fit:contain}' +
  'a{position:fixed;left:8px;bottom:8px;color:#fff;text-decoration:none;background:rgba(0,0,0,.6);padding:4px 8px;border-radius:4px}' +
  'p{margin:0;display:grid;place-items:center;height:100%}';
const EMBED_STYLE_HASH = `'sha256-${createHash('sha256').update(EMBED_STYLE).digest('base64')}'`;

/**
 * The embed page's own CSP: any site may frame it (that is its purpose), and it may load
 * nothing but the video, its poster and its one stylesheet.
 */
function embedPolicy(mediaOrigins: readonly string[]): string {
  const media = ["'self'", ...mediaOrigins].join(' ');
  return [
    "default-src 'none'",
    `img-src ${media}`,
    `media-src ${media}`,
    `style-src ${EMBED_STYLE_HASH}`,
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

function embedHtml(card: ShareCard | undefined): string {
  const body = card
    ? `<video src="${escapeHtml(card.videoUrl)}" poster="${escapeHtml(card.posterUrl)}" controls playsinline preload="metadata" aria-label="${escapeHtml(card.title)}"></video>\n<a href="${escapeHtml(card.pageUrl)}" target="_blank" rel="noopener">Watch on ${PROVIDER_NAME}</a>`
    : `<p>${SHARING_MESSAGES.unavailable}</p>`;
  const title = card ? `${escapeHtml(card.title)} · ${PROVIDER_NAME}` : PROVIDER_NAME;
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>${title}</title>\n<style>${EMBED_STYLE}</style>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

/** An HTML answer that is revalidated each time, with an ETag of its body (304 when it matches). */
export function sendHtml(
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
  html: string,
): FastifyReply {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * Sharing (docs/product.md#sharing), registered at the root: `GET /api/oembed` (by the
 * contract) and the embed page `GET /embed/:videoId` that oEmbed's iframe and the Twitter
 * player card frame.
 */
export async function sharingRoutes(
  app: FastifyInstance,
  options: { mediaOrigins: readonly string[] },
): Promise<void> {
  const publicUrl = app.config.publicUrl;

  await app.register(
    async (api) => {
      route(api, 'getOembed', async (request, reply) => {
        const { url, format = 'json', maxwidth, maxheight } = request.query;
        // A deliberate 501 (oEmbed's answer for an unsupported format), not a failure: sent
        // as is, since thrown 5xx errors become the generic 500.
        if (format !== 'json')
          return reply.code(501).send(errorBody(501, SHARING_MESSAGES.jsonOnly));
        const videoId = videoIdOfUrl(url, publicUrl);
        const card = videoId ? await findShareCard(app.db, publicUrl, videoId) : undefined;
        if (!card) throw notFound(SHARING_MESSAGES.notFound);
        const { width, height } = fitFrame(SHARE_FRAME, maxwidth, maxheight);
        return {
          version: '1.0',
          type: 'video',
          title: card.title,
          author_name: card.authorName,
          author_url: card.authorUrl,
          provider_name: PROVIDER_NAME,
          provider_url: card.providerUrl,
          thumbnail_url: card.posterUrl,
          thumbnail_width: SHARE_POSTER.width,
          thumbnail_height: SHARE_POSTER.height,
          html: `<iframe src="${escapeHtml(card.embedUrl)}" width="${width}" height="${height}" title="${escapeHtml(card.title)}" frameborder="0" allow="fullscreen; picture-in-picture"></iframe>`,
          width,
          height,
        } as const;
      });
    },
    { prefix: '/api' },
  );

  const policy = embedPolicy(options.mediaOrigins);
  app.get<{ Params: { videoId: string } }>('/embed/:videoId', async (request, reply) => {
    const card = await findShareCard(app.db, publicUrl, request.params.videoId);
    // Other sites frame this page: the app's own frame rules (X-Frame-Options, CSP
    // frame-ancestors 'none') give way to its own policy.
    reply.removeHeader('x-frame-options');
    reply.header('content-security-policy', policy);
    if (!card) reply.code(404);
    return sendHtml(reply, request.headers['if-none-match'], embedHtml(card));
  });
}
