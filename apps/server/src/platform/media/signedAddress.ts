import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * Signed media addresses (docs/security.md#media-files, ADR 0090). A file of a video not
 * everyone may watch is only read through an address signed for one viewer:
 * `/api/upload/media/<name>?access=<viewer>.<expires>.<signature>`. The signature binds the
 * stored name, the viewer and the expiry; the media route still asks, on every request, whether
 * that viewer may see the video now, so an address stops working as soon as the viewer loses
 * the video (hidden, the owner went private or blocked them, or it was deleted), not when it
 * expires. Expiry only bounds how long a copied address can stand for its viewer.
 */
export const MEDIA_ACCESS_PARAM = 'access';

/**
 * Addresses are signed for a window, so the same viewer gets the same address for a file
 * for the whole window (browsers revalidate one cached copy instead of fetching anew)...
 */
export const MEDIA_ACCESS_WINDOW_S = 60 * 60;
/** ...and each stays valid for one more window after its own ends (a page opened late still plays). */
const MEDIA_ACCESS_WINDOWS_VALID = 2;

/** The answer of `verify` for an address whose signature holds but whose time is over. */
export const EXPIRED = 'expired' as const;

/** The name of the media signing key in `server_keys`. */
const MEDIA_KEY_NAME = 'media-addresses';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^([0-9a-f-]{36})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Signs and checks media addresses with one install-wide key. */
export class MediaSigner {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length < 32) throw new Error('A media signing key has at least 32 bytes.');
    this.#key = key;
  }

  #mac(name: string, viewerId: string, expires: string): string {
    return createHmac('sha256', this.#key)
      .update(`${name}\n${viewerId}\n${expires}`)
      .digest('base64url');
  }

  /** The `access` value that lets `viewerId` read `name` (for as long as they may see its video). */
  token(name: string, viewerId: string, now = Date.now()): string {
    const window = Math.floor(now / 1000 / MEDIA_ACCESS_WINDOW_S);
    const expires = ((window + MEDIA_ACCESS_WINDOWS_VALID) * MEDIA_ACCESS_WINDOW_S).toString(36);
    return `${viewerId}.${expires}.${this.#mac(name, viewerId, expires)}`;
  }

  /** `url` (a `/…/media/<name>` address) signed for `viewerId`. */
  sign(url: string, viewerId: string, now = Date.now()): string {
    const name = url.slice(url.lastIndexOf('/') + 1);
    return `${url}?${MEDIA_ACCESS_PARAM}=${this.token(name, viewerId, now)}`;
  }

  /**
   * Whom an `access` value was signed for, if it was signed by this install for this name:
   * the viewer's id, `EXPIRED` when its time is over, or null when it is not a signature.
   */
  verify(name: string, token: string, now = Date.now()): string | typeof EXPIRED | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, viewerId = '', expires = '', mac = ''] = match;
    if (!UUID.test(viewerId)) return null;
    const expected = Buffer.from(this.#mac(name, viewerId, expires));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return Number.parseInt(expires, 36) * 1000 <= now ? EXPIRED : viewerId;
  }
}

/**
 * The install's media signing key: read from `server_keys`, or made by the first process that
 * asks (every replica on one database then signs alike).
 */
export async function loadMediaSigner(db: Kysely<Database>): Promise<MediaSigner> {
  await db
    .insertInto('server_keys')
    .values({ name: MEDIA_KEY_NAME, secret: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_keys')
    .select('secret')
    .where('name', '=', MEDIA_KEY_NAME)
    .executeTakeFirstOrThrow();
  return new MediaSigner(Buffer.from(row.secret, 'base64'));
}

// One signer per database handle (tests open many in one process), loaded once.
const signers = new WeakMap<Kysely<Database>, Promise<MediaSigner>>();

/** The media signer of the install behind `db` (read or made once per handle). */
export function mediaSignerOf(db: Kysely<Database>): Promise<MediaSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = loadMediaSigner(db);
    // A failed read is tried again by the next caller instead of failing forever.
    signer.catch(() => signers.delete(db));
    signers.set(db, signer);
  }
  return signer;
}

/** Who media addresses are signed for in one answer: the caller, with the install's signer. */
export interface MediaViewer {
  signer: MediaSigner;
  viewerId: string;
}

/** The signer and the caller, for an answer that may hold signed media addresses. */
export async function mediaViewer(db: Kysely<Database>, viewerId: string): Promise<MediaViewer> {
  return { signer: await mediaSignerOf(db), viewerId };
}
