import { convert } from 'html-to-text';
import { z } from 'zod';

/**
 * Remote objects in Flick's shape (docs/federation.md, ADR 0153): a Mastodon `Note` with a video
 * attachment or a PeerTube (or Flick) `Video` becomes a remote video, and a reply (`Note` with
 * `inReplyTo`) a comment. Reads the compacted JSON-LD servers send (Fedify's
 * `toJsonLd({ format: 'compact' })` gives the same), so it runs without Fedify; a malformed or
 * unusable object is refused with a reason, never thrown.
 */

/** The longest caption Flick keeps (the contract's `Caption`); a longer remote one is cut. */
export const REMOTE_CAPTION_MAX = 2200;
/** The longest stored (URI-encoded) comment, as for local comments. */
export const REMOTE_COMMENT_MAX = 6000;

export interface RemoteVideo {
  /** The object's id (what a Delete or Update names). */
  objectIri: string;
  /** Its author's actor id. */
  authorIri: string;
  /** Its page on its server (for people), else the object's id. */
  pageUrl: string;
  /** The playable file Flick plays from the origin (ADR 0153). */
  videoUrl: string;
  /** Its poster, when the object names one. */
  posterUrl: string | null;
  /** The caption as text (HTML read as text), at most `REMOTE_CAPTION_MAX` characters. */
  caption: string;
  /** Its hashtags, lower-case, without `#`, each once. */
  hashtags: string[];
  /** Its length in seconds, when the object says. */
  durationSeconds: number | null;
  sensitive: boolean;
  publishedAt: Date;
}

export interface RemoteComment {
  objectIri: string;
  authorIri: string;
  /** The object replied to. */
  inReplyTo: string;
  /** The text as Flick stores a comment: URI-encoded (docs/product.md#comment-fields). */
  comment: string;
  /** The text as read. */
  plain: string;
  publishedAt: Date;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const iri = z.url({ protocol: /^https?$/ });
/** A reference: the id itself or an object carrying it. */
const ref = z.union([iri, z.looseObject({ id: iri, type: z.string().optional() })]);
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]));
const link = z.union([
  iri.transform((href) => ({ href, mediaType: undefined as string | undefined, height: 0 })),
  z
    .looseObject({
      href: iri,
      mediaType: z.string().optional(),
      height: z.number().optional(),
    })
    .transform((l) => ({ href: l.href, mediaType: l.mediaType, height: l.height ?? 0 })),
]);
const image = z.union([
  iri.transform((url) => ({ url, width: 0 })),
  z
    .looseObject({
      url: z.union([iri, link.transform((l) => l.href)]),
      width: z.number().optional(),
    })
    .transform((i) => ({ url: i.url, width: i.width ?? 0 })),
]);
const tag = z.looseObject({ type: z.string(), name: z.string().optional() });
const date = z.iso.datetime({ offset: true }).transform((s) => new Date(s));

const common = {
  id: iri,
  attributedTo: oneOrMany(ref).refine((refs) => refs.length > 0, 'no author'),
  content: z.string().nullish(),
  published: date.optional(),
  sensitive: z.boolean().nullish(),
  tag: oneOrMany(tag).optional(),
};

const note = z.looseObject({
  ...common,
  type: z.literal('Note'),
  url: z.union([iri, link.transform((l) => l.href)]).nullish(),
  inReplyTo: ref.nullish(),
  attachment: oneOrMany(
    z.looseObject({
      type: z.string(),
      mediaType: z.string().optional(),
      url: z.union([iri, link.transform((l) => l.href)]),
      icon: image.optional(),
    }),
  ).optional(),
});

const video = z.looseObject({
  ...common,
  type: z.literal('Video'),
  name: z.string().nullish(),
  duration: z.string().optional(),
  url: oneOrMany(link),
  icon: oneOrMany(image).optional(),
});

/** The id of a reference. */
function idOf(r: z.infer<typeof ref>): string {
  return typeof r === 'string' ? r : r.id;
}

/** The author: the first `Person` named (PeerTube also names the channel, a `Group`). */
function authorOf(refs: z.infer<typeof ref>[]): string | undefined {
  const person = refs.find((r) => typeof r !== 'string' && r.type === 'Person');
  return idOf(person ?? (refs[0] as z.infer<typeof ref>));
}

/** HTML (Mastodon, PeerTube comments) or plain text as text: links as their words, no markup. */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'p', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    ],
  }).trim();
}

function hashtagsOf(tags: z.infer<typeof tag>[] | undefined): string[] {
  const names = (tags ?? [])
    .filter((t) => t.type === 'Hashtag' && t.name)
    .map((t) => (t.name ?? '').replace(/^#/, '').toLowerCase())
    .filter((n) => n !== '');
  return [...new Set(names)];
}

/** An ISO 8601 duration (`PT42S`, `PT1M5S`) in seconds, or null. */
export function durationSeconds(duration: string | undefined): number | null {
  const m = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(duration ?? '');
  if (!m || duration === 'P' || duration === 'PT') return null;
  const [, d, h, min, s] = m;
  return Number(d ?? 0) * 86400 + Number(h ?? 0) * 3600 + Number(min ?? 0) * 60 + Number(s ?? 0);
}

function cutCaption(text: string): string {
  const points = [...text];
  return points.length > REMOTE_CAPTION_MAX ? points.slice(0, REMOTE_CAPTION_MAX).join('') : text;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || 'object'}: ${issue?.message ?? 'invalid'}`;
}

/**
 * A remote video: a `Video` (PeerTube, Loops, Flick) with an `mp4` link, or a `Note` with a
 * video attachment (Mastodon). Refused: anything else, or one without a playable file.
 */
export function parseRemoteVideo(json: unknown): Parsed<RemoteVideo> {
  const type = (json as { type?: unknown } | null)?.type;
  if (type === 'Video') {
    const parsed = video.safeParse(json);
    if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error) };
    const v = parsed.data;
    const files = v.url.filter((l) => l.mediaType === 'video/mp4');
    // The largest rendition up to 720p: a phone's screen, not the origin's 4K.
    const sized = files.filter((l) => l.height <= 720).sort((a, b) => b.height - a.height);
    const file = sized[0] ?? files[0];
    if (!file) return { ok: false, reason: 'url: no video/mp4 file' };
    const page = v.url.find((l) => l.mediaType === 'text/html');
    // PeerTube lists a small thumbnail and a larger preview: the larger is the poster.
    const poster = [...(v.icon ?? [])].sort((a, b) => b.width - a.width)[0];
    const title = v.name?.trim() ?? '';
    const text = v.content ? htmlToText(v.content) : '';
    const caption = title && text && !text.startsWith(title) ? `${title}\n${text}` : text || title;
    return {
      ok: true,
      value: {
        objectIri: v.id,
        authorIri: authorOf(v.attributedTo) as string,
        pageUrl: page?.href ?? v.id,
        videoUrl: file.href,
        posterUrl: poster?.url ?? null,
        caption: cutCaption(caption),
        hashtags: hashtagsOf(v.tag),
        durationSeconds: durationSeconds(v.duration),
        sensitive: v.sensitive ?? false,
        publishedAt: v.published ?? new Date(),
      },
    };
  }
  if (type === 'Note') {
    const parsed = note.safeParse(json);
    if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error) };
    const n = parsed.data;
    const attachment = (n.attachment ?? []).find((a) => a.mediaType?.startsWith('video/'));
    if (!attachment) return { ok: false, reason: 'attachment: no video' };
    return {
      ok: true,
      value: {
        objectIri: n.id,
        authorIri: authorOf(n.attributedTo) as string,
        pageUrl: n.url ?? n.id,
        videoUrl: attachment.url,
        posterUrl: attachment.icon?.url ?? null,
        caption: cutCaption(n.content ? htmlToText(n.content) : ''),
        hashtags: hashtagsOf(n.tag),
        // Mastodon does not state a video's length.
        durationSeconds: null,
        sensitive: n.sensitive ?? false,
        publishedAt: n.published ?? new Date(),
      },
    };
  }
  return { ok: false, reason: `type: not a Video or Note (${String(type)})` };
}

/**
 * A reply as a comment: a `Note` with `inReplyTo` and some text (Mastodon, PeerTube). Refused:
 * no `inReplyTo`, blank text, or text longer than a comment may be.
 */
export function parseRemoteComment(json: unknown): Parsed<RemoteComment> {
  const parsed = note.safeParse(json);
  if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error) };
  const n = parsed.data;
  if (!n.inReplyTo) return { ok: false, reason: 'inReplyTo: not a reply' };
  const plain = n.content ? htmlToText(n.content) : '';
  if (plain === '') return { ok: false, reason: 'content: blank' };
  const comment = encodeURIComponent(plain);
  if (comment.length > REMOTE_COMMENT_MAX) return { ok: false, reason: 'content: too long' };
  return {
    ok: true,
    value: {
      objectIri: n.id,
      authorIri: authorOf(n.attributedTo) as string,
      inReplyTo: idOf(n.inReplyTo),
      comment,
      plain,
      publishedAt: n.published ?? new Date(),
    },
  };
}

/**
 * A reply's text without the mention of the account it answers at its start: Mastodon and
 * Flick begin every reply with it (`@maya@flick.example Nice one`), which a comment under
 * Maya's own video need not repeat. `handles` are how that account may be written (`@maya`,
 * `@maya@flick.example`), compared without case. A reply that is only the mention keeps it.
 */
export function withoutLeadingMention(reply: RemoteComment, handles: string[]): RemoteComment {
  const lower = reply.plain.toLowerCase();
  for (const handle of handles) {
    const at = handle.toLowerCase();
    if (!lower.startsWith(at)) continue;
    const rest = reply.plain.slice(at.length);
    // The handle must end there (`@maya` is not the start of `@mayank`).
    if (!/^\s/.test(rest)) continue;
    const plain = rest.trim();
    if (plain === '') return reply;
    return { ...reply, plain, comment: encodeURIComponent(plain) };
  }
  return reply;
}
