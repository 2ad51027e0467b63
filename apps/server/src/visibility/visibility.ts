import { type RawBuilder, sql } from 'kysely';

/**
 * Who sees which video, comment and notification: the one home of every visibility rule
 * (docs/product.md#reports-and-moderation). Feeds, search, explore, hashtag pages, profiles,
 * comment lists and notifications all call these, as Kysely expressions (`sql` fragments for
 * a `.where`) or, for the feed's hand-written statements, as SQL text over a viewer
 * expression (`q.caller`, `$1::uuid`).
 *
 * Rules now:
 * - a video that is not `ready` is seen only by its owner, and only where it is read directly
 *   (one video, the owner's grid): lists show ready videos only;
 * - content an admin hid is seen only by its owner (marked `hidden`) and by admins, and never
 *   listed in feeds, search, explore or tags, not even to them.
 */

/** The SQL text naming the viewer, e.g. `q.caller` or `$1::uuid`. */
type ViewerSql = string;

/** Whether the viewer is an admin (a primary-key lookup). */
export function isAdminSql(viewer: ViewerSql): string {
  return `exists (select 1 from admins adm where adm.user_id = ${viewer})`;
}

/**
 * The part of `listedVideoSql` that is the same for every viewer: ready and not hidden. The
 * feed's first-page check counts its range with this (ADR 0042).
 */
export function listedToAnyoneSql(v: string): string {
  return `(${v}.state = 'ready' and not ${v}.hidden)`;
}

/**
 * A video `v` that may appear in a list made for the viewer (feed, search, explore, tags).
 * The feed's statements embed this text (ADR 0042).
 */
export function listedVideoSql(v: string, _viewer: ViewerSql): string {
  return listedToAnyoneSql(v);
}

/**
 * A video `v` the viewer may read directly (one video, a profile's grid, acting on it): its
 * owner always; everyone else when it is ready and not hidden; admins also when hidden.
 */
export function readableVideoSql(v: string, viewer: ViewerSql): string {
  return `(${v}.user_id = ${viewer} or (${v}.state = 'ready' and (not ${v}.hidden or ${isAdminSql(viewer)})))`;
}

/** A comment `c` the viewer may see: not hidden, or the viewer wrote it or is an admin. */
export function visibleCommentSql(c: string, viewer: ViewerSql): string {
  return `(not ${c}.hidden or ${c}.user_id = ${viewer} or ${isAdminSql(viewer)})`;
}

/**
 * A notification `n` of the viewer that may be shown: not about a comment an admin hid
 * (unless it is the viewer's own comment).
 */
export function visibleNotificationSql(n: string, viewer: ViewerSql): string {
  return `not exists (select 1 from comments hc where hc.id = ${n}.comment_id and hc.hidden and hc.user_id <> ${viewer})`;
}

// The Kysely forms: the same text with the viewer bound as a parameter at each place.
const VIEWER = '\u0000viewer\u0000';

function bind(text: (viewer: ViewerSql) => string, viewerId: string): RawBuilder<boolean> {
  const parts = text(VIEWER).split(VIEWER);
  return sql<boolean>`(${sql.join(
    parts.map((p) => sql.raw(p)),
    sql`${viewerId}::uuid`,
  )})`;
}

/** `listedVideoSql` for a Kysely `.where`. */
export function listedVideo(viewerId: string, v = 'v'): RawBuilder<boolean> {
  return bind((viewer) => listedVideoSql(v, viewer), viewerId);
}

/** `readableVideoSql` for a Kysely `.where`. */
export function readableVideo(viewerId: string, v = 'v'): RawBuilder<boolean> {
  return bind((viewer) => readableVideoSql(v, viewer), viewerId);
}

/** `visibleCommentSql` for a Kysely `.where`. */
export function visibleComment(viewerId: string, c = 'c'): RawBuilder<boolean> {
  return bind((viewer) => visibleCommentSql(c, viewer), viewerId);
}

/** `visibleNotificationSql` for a Kysely `.where`. */
export function visibleNotification(viewerId: string, n = 'n'): RawBuilder<boolean> {
  return bind((viewer) => visibleNotificationSql(n, viewer), viewerId);
}
