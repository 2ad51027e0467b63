import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { MEDIA_NOT_FOUND, mediaUrl } from '../../platform/media/index';
import { EXPIRED, mediaSignerOf } from '../../platform/media/signedAddress';
import { publicVideo, readableVideo } from '../../rules/visibility/visibility';

/**
 * Who may read a stored file (docs/security.md#media-files, ADR 0090), asked on every media
 * request:
 * - a file of a video anyone may watch (`publicVideoSql`), a profile picture, or a thumbnail
 *   uploaded for a video not yet recorded: anyone, and caches may keep it briefly (`public`);
 * - a file of any other video (a private account's, hidden, still processing, failed): only
 *   through an address signed for a viewer who may read that video now (`readableVideoSql`):
 *   the owner, an approved follower, an admin; never the person the owner blocked (`viewer`);
 * - anything else (a deleted video's file waiting to be removed, a name nobody holds): nobody.
 */
export type MediaAccess = 'public' | 'viewer';

export const MEDIA_ADDRESS_EXPIRED =
  'This media address has expired. Reload the page to get a new one.';

/**
 * How long a process reuses one decision (a file's video, whether the viewer may read it).
 * With `PUBLIC_MEDIA_MAX_AGE_S` and the S3 address lifetimes this bounds how long an address
 * keeps working after its video was hidden, made private, blocked or deleted: under a minute.
 */
export const MEDIA_DECISION_TTL_MS = 5_000;
const MEDIA_DECISIONS_MAX = 20_000;

interface Facts {
  videos: number;
  public: boolean;
  readable: boolean;
  shared: boolean;
}

/**
 * One statement: the videos the file belongs to (its rendition, a poster, captions), whether
 * one is public or readable by the viewer, and whether it is a profile picture or an
 * unattached thumbnail. Each part is an index lookup (migration 2026_11_28_0100).
 */
async function readFacts(
  db: Kysely<Database>,
  name: string,
  viewerId: string | null,
): Promise<Facts> {
  const url = mediaUrl(name);
  // A stranger's question leaves the viewer's part out (it could only repeat `public`).
  const readable = viewerId ? readableVideo(viewerId) : sql<boolean>`false`;
  const { rows } = await sql<Facts>`
    select
      count(v.id)::int as videos,
      coalesce(bool_or(${publicVideo()}), false) as public,
      coalesce(bool_or(${readable}), false) as readable,
      (exists (select 1 from users pu where pu.profile_picture = ${url})
        or exists (select 1 from uploads up where up.name = ${name} and up.attached_at is null
          and up.kind = 'thumb')) as shared
    from videos v
    where v.video_file = ${name} or v.captions_file = ${name}
      or v.thumb_url = ${url} or v.thumb_url_compress = ${url}
  `.execute(db);
  return rows[0] ?? { videos: 0, public: false, readable: false, shared: false };
}

/** Decisions of one process, by file and viewer, kept `MEDIA_DECISION_TTL_MS`. */
export class MediaAccessCheck {
  readonly #db: Kysely<Database>;
  #decisions = new Map<string, { access: MediaAccess | null; at: number }>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Forgets every decision: something that changes who sees what changed in this process. */
  forget(): void {
    this.#decisions.clear();
  }

  /**
   * How the file may be sent for this request's `access` value (none, or a signed one), or an
   * error: 404 when the caller may not read it (whether or not it exists), 403 when a signed
   * address is past its time.
   */
  async decide(name: string, token: string | undefined, now = Date.now()): Promise<MediaAccess> {
    let viewerId: string | null = null;
    let expired = false;
    if (token !== undefined) {
      const verified = (await mediaSignerOf(this.#db)).verify(name, token, now);
      if (verified === EXPIRED) expired = true;
      else viewerId = verified;
    }
    const key = `${name} ${viewerId ?? ''}`;
    const kept = this.#decisions.get(key);
    let access: MediaAccess | null;
    if (kept && now - kept.at < MEDIA_DECISION_TTL_MS) {
      access = kept.access;
    } else {
      access = await this.#read(name, viewerId);
      if (this.#decisions.size >= MEDIA_DECISIONS_MAX) this.#decisions.clear();
      this.#decisions.set(key, { access, at: now });
    }
    if (access) return access;
    if (expired) throw forbidden(MEDIA_ADDRESS_EXPIRED);
    throw notFound(MEDIA_NOT_FOUND);
  }

  async #read(name: string, viewerId: string | null): Promise<MediaAccess | null> {
    const facts = await readFacts(this.#db, name, viewerId);
    if (facts.videos > 0) {
      if (facts.public) return 'public';
      return viewerId !== null && facts.readable ? 'viewer' : null;
    }
    return facts.shared ? 'public' : null;
  }
}
