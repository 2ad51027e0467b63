import { type RawBuilder, sql } from 'kysely';
import { remoteAuthorHiddenSql } from './remoteAccounts';

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
 *   listed in feeds, search, explore or tags, not even to them;
 * - someone the viewer muted or blocked is gone from the viewer's lists, comment lists and
 *   notifications (a muted person's profile still shows their videos: that is where they are
 *   unmuted; a blocked one's profile says so);
 * - someone who blocked the viewer is gone for the viewer in the same places, and their videos
 *   are not found when read directly either (their profile already answers "not found"):
 *   blocking keeps the blocker's profile and videos from the blocked person (admins excepted,
 *   so a block cannot hide anything from moderation);
 * - a video whose caption, or a comment whose text, holds one of the viewer's filtered
 *   keywords (whole words, any case) is gone from the viewer's lists and comment lists;
 * - the viewer's own videos and comments are never muted or filtered away from them;
 * - a private account's videos are seen by its owner, its approved followers and admins only
 *   (docs/product.md#private-accounts): never on the feed's shared first page, so a viewer who
 *   is private or follows a private account gets a page of their own (ADR 0050).
 */

/** The SQL text naming the viewer, e.g. `q.caller` or `$1::uuid`. */
type ViewerSql = string;

/** Whether the viewer is an admin (a primary-key lookup). */
export function isAdminSql(viewer: ViewerSql): string {
  return `exists (select 1 from admins adm where adm.user_id = ${viewer})`;
}

/** Whether `author` is a private account (a primary-key lookup). */
function privateAuthorSql(author: string): string {
  return `exists (select 1 from users pa where pa.id = ${author} and pa.is_private)`;
}

/** Whether the viewer follows `author` (a primary-key lookup). */
function followsSql(author: string, viewer: ViewerSql): string {
  return `exists (select 1 from follows pf where pf.follower_id = ${viewer} and pf.followee_id = ${author})`;
}

/**
 * Whether the viewer may see what `author` posts, as far as private accounts go: the author
 * is public, or is the viewer, or the viewer follows them (docs/product.md#private-accounts).
 */
function privacyAllowsSql(author: string, viewer: ViewerSql): string {
  return `(${author} = ${viewer} or not ${privateAuthorSql(author)} or ${followsSql(author, viewer)})`;
}

/** Ready and not hidden: the state part of every list rule. */
function readyAndShownSql(v: string): string {
  return `(${v}.state = 'ready' and not ${v}.hidden)`;
}

/**
 * The part of `listedVideoSql` that is the same for every viewer: ready, not hidden, and not
 * by a private account. The feed's shared first page and its range check use this (ADR 0042,
 * 0050), so that page (and the /reels lead video) never holds a private account's video.
 */
export function listedToAnyoneSql(v: string): string {
  return `(${readyAndShownSql(v)} and not ${privateAuthorSql(`${v}.user_id`)})`;
}

/**
 * A video `v` anyone may watch without signing in: what a shared link's preview, the oEmbed
 * answer and the embed page show (docs/product.md#sharing). Today that is every video a list
 * may show anyone (ready, not hidden); a rule that keeps an author's videos from strangers
 * belongs here, so previews follow it.
 */
export function publicVideoSql(v: string): string {
  return listedToAnyoneSql(v);
}

/**
 * `publicVideoSql` for a video already read: its files are served to anyone, and may be kept
 * by caches; every other video's files are read through addresses signed for one viewer
 * (docs/security.md#media-files, ADR 0090).
 */
export function isPublicVideo(video: {
  state: string;
  hidden: boolean;
  ownerPrivate: boolean;
}): boolean {
  return video.state === 'ready' && !video.hidden && !video.ownerPrivate;
}

/**
 * Whether `author` is silenced for the viewer: the viewer muted or blocked them, or they blocked
 * the viewer (three primary-key lookups); with no author given, whether the viewer has any such
 * rule (three index probes).
 */
function silencedSql(viewer: ViewerSql, author?: string): string {
  const mutedOne = author ? ` and mu.muted_id = ${author}` : '';
  const blockedOne = author ? ` and hb.blocked_id = ${author}` : '';
  const blockerOne = author ? ` and hr.blocker_id = ${author}` : '';
  return `(exists (select 1 from mutes mu where mu.muter_id = ${viewer}${mutedOne}) or exists (select 1 from blocks hb where hb.blocker_id = ${viewer}${blockedOne}) or exists (select 1 from blocks hr where hr.blocked_id = ${viewer}${blockerOne}))`;
}

/** Whether `author` blocked the viewer (a primary-key lookup). */
function blockedBySql(author: string, viewer: ViewerSql): string {
  return `exists (select 1 from blocks hr where hr.blocker_id = ${author} and hr.blocked_id = ${viewer})`;
}

/**
 * Whether the viewer muted or blocked `author`, or `author` blocked the viewer. With
 * `silences`, an expression holding whether the viewer has any such rule, computed once
 * (`viewerRulesSql`), the lookups are made only for a viewer who has.
 */
function mutedSql(author: string, viewer: ViewerSql, silences?: string): string {
  const muted = silencedSql(viewer, author);
  return silences ? `(${silences} and ${muted})` : muted;
}

/** Whether `text` holds one of the viewer's filtered keywords (an index range, usually empty). */
function filteredSql(text: string, viewer: ViewerSql): string {
  return `exists (select 1 from keyword_filters kf where kf.user_id = ${viewer} and ${text} ~* kf.pattern)`;
}

/** Whether the viewer filters any keyword (an index probe). */
function hasKeywordFiltersSql(viewer: ViewerSql): string {
  return `exists (select 1 from keyword_filters kf where kf.user_id = ${viewer})`;
}

/**
 * The viewer's own list rules, computed once for a statement that walks many videos for one
 * viewer: a lateral row named `rules` with `filters` (the viewer filters a keyword) and
 * `silences` (the viewer muted or blocked someone, or someone blocked the viewer). The list
 * rules below take that name and then make the per-video lookups only for a viewer who has
 * such rules (ADR 0070, 0072): most viewers have none, and for them each video costs no
 * caption match and no mute or block lookup.
 */
export function viewerRulesSql(viewer: ViewerSql, rules: string): string {
  return `cross join lateral (select ${hasKeywordFiltersSql(viewer)} as filters, ${silencedSql(viewer)} as silences) ${rules}`;
}

/**
 * Whether the viewer has rules of their own (mutes, blocks either way, keyword filters) that
 * change what lists show them, or may see private videos the shared page leaves out (the
 * viewer is private, or follows a private account): such a viewer never gets the feed's
 * shared first page (ADR 0043, 0050).
 */
export function hasPersonalRulesSql(viewer: ViewerSql): string {
  return `(${silencedSql(viewer)} or ${hasKeywordFiltersSql(viewer)} or exists (select 1 from users pv where pv.id = ${viewer} and pv.is_private) or exists (select 1 from follows pf join users pu on pu.id = pf.followee_id where pf.follower_id = ${viewer} and pu.is_private))`;
}

/**
 * A video `v` that may appear in a list made for the viewer (feed, search, explore, tags).
 * The feed's statements embed this text (ADR 0042, 0043). A walk over many videos for one
 * viewer may pass `rules`, the name of the viewer's `viewerRulesSql` row (ADR 0070, 0072):
 * the caption is then matched only for a viewer with filters, and the author looked up in
 * the mutes and blocks only for a viewer who has muted or blocked someone or was blocked.
 */
export function listedVideoSql(v: string, viewer: ViewerSql, rules?: string): string {
  const filtered = filteredSql(`${v}.caption`, viewer);
  const muted = mutedSql(`${v}.user_id`, viewer, rules && `${rules}.silences`);
  return `(${readyAndShownSql(v)} and (${v}.user_id = ${viewer} or not (${muted} or ${rules ? `(${rules}.filters and ${filtered})` : filtered})) and ${privacyAllowsSql(`${v}.user_id`, viewer)})`;
}

/**
 * `listedVideoSql` for the videos of an author the viewer follows, split in two so a list of
 * the followed authors' videos (the "Following" feed, ADR 0068, 0070) checks the author with
 * the mutes and blocks alone: the author is listed when the viewer neither muted nor blocked
 * them and they did not block the viewer (a private account passes: a follow of one exists only once approved), and a video of
 * theirs when it is ready, not hidden and free of the viewer's filtered keywords. `rules` is
 * the name of the viewer's `viewerRulesSql` row: the mutes and blocks are looked up only for
 * a viewer who has some, the caption matched only for a viewer with filters.
 */
export function followedAuthorListedSql(author: string, viewer: ViewerSql, rules: string): string {
  return `not ${mutedSql(author, viewer, `${rules}.silences`)}`;
}

/** See `followedAuthorListedSql`. */
export function followedVideoListedSql(v: string, viewer: ViewerSql, rules: string): string {
  return `(${readyAndShownSql(v)} and not (${rules}.filters and ${filteredSql(`${v}.caption`, viewer)}))`;
}

/**
 * A video `v` the viewer may read directly (one video, a profile's grid, acting on it): its
 * owner always; everyone else when it is ready and not hidden, its author is public or
 * followed by the viewer, and its author has not blocked the viewer; admins also when hidden,
 * private or blocked (they judge reports).
 */
export function readableVideoSql(v: string, viewer: ViewerSql): string {
  return `(${v}.user_id = ${viewer} or (${v}.state = 'ready' and (${isAdminSql(viewer)} or (not ${v}.hidden and ${privacyAllowsSql(`${v}.user_id`, viewer)} and not ${blockedBySql(`${v}.user_id`, viewer)}))))`;
}

/**
 * A comment `c` the viewer may see: the viewer's own; else not hidden (or the viewer is an
 * admin), not by someone the viewer muted, and without a filtered keyword.
 */
export function visibleCommentSql(c: string, viewer: ViewerSql): string {
  return `(${c}.user_id = ${viewer} or ((not ${c}.hidden or ${isAdminSql(viewer)}) and not ${mutedSql(`${c}.user_id`, viewer)} and not ${filteredSql(`coalesce(${c}.plain, ${c}.comment)`, viewer)}))`;
}

/**
 * A notification `n` of the viewer that may be shown: not from someone the viewer muted, not
 * about a comment the viewer may not see (hidden, or with a filtered keyword), and not about
 * a video the viewer may not read (a private account's, when the viewer does not follow it).
 */
export function visibleNotificationSql(n: string, viewer: ViewerSql): string {
  // A remote actor's (ADR 0158): gone when it is hidden from the viewer (muted, blocked, or its server blocked).
  const remote = `not (${n}.remote_actor_iri is not null and ${remoteAuthorHiddenSql(`${n}.remote_actor_iri`, viewer)})`;
  return `(${remote} and not ${mutedSql(`${n}.actor_id`, viewer)} and not exists (select 1 from comments hc where hc.id = ${n}.comment_id and not ${visibleCommentSql('hc', viewer)}) and not exists (select 1 from videos nv where nv.id = ${n}.video_id and not ${readableVideoSql('nv', viewer)}))`;
}

/**
 * Whether the viewer may count or see video `v` as far as moderation goes: not hidden, or the
 * viewer owns it or is an admin (docs/product.md#reports-and-moderation). A profile's video
 * count uses it, so the count agrees with the grid the viewer is shown.
 */
function hiddenAllowsSql(v: string, viewer: ViewerSql): string {
  return `(not ${v}.hidden or ${v}.user_id = ${viewer} or ${isAdminSql(viewer)})`;
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

/** `hiddenAllowsSql` for a Kysely `.where`. */
export function hiddenAllows(viewerId: string, v = 'v'): RawBuilder<boolean> {
  return bind((viewer) => hiddenAllowsSql(v, viewer), viewerId);
}

/** `publicVideoSql` for a Kysely `.where`. */
export function publicVideo(v = 'v'): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(publicVideoSql(v))}`;
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

/** Whether `text` (an SQL text column) holds one of the viewer's filtered keywords. */
export function keywordFiltered(viewerId: string, text: string): RawBuilder<boolean> {
  return bind((viewer) => filteredSql(text, viewer), viewerId);
}

/** `visibleNotificationSql` for a Kysely `.where`. */
export function visibleNotification(viewerId: string, n = 'n'): RawBuilder<boolean> {
  return bind((viewer) => visibleNotificationSql(n, viewer), viewerId);
}

/** `hasPersonalRulesSql` for a Kysely select. */
export function hasPersonalRules(viewerId: string): RawBuilder<boolean> {
  return bind(hasPersonalRulesSql, viewerId);
}

/**
 * Whether the viewer blocked `author` (SQL text over an author column): the rule for people
 * lists (followers, following), where muting does not apply (docs/product.md#blocking).
 */
function blockedSql(author: string, viewer: ViewerSql): string {
  return `exists (select 1 from blocks hb where hb.blocker_id = ${viewer} and hb.blocked_id = ${author})`;
}

/**
 * Whether the viewer may see a user's follower and following lists and liked videos: the
 * owner, a public account's anyone, a private account's approved followers
 * (docs/product.md#private-accounts).
 */
export function seesAccountContent(viewerId: string, author: string): RawBuilder<boolean> {
  return bind((viewer) => privacyAllowsSql(author, viewer), viewerId);
}

/**
 * A WHERE condition for people lists (search, explore, follower and following lists): true
 * when neither the viewer blocked the person whose id is in `author` (a column such as
 * `'f.follower_id'`) nor that person blocked the viewer.
 */
export function visiblePerson(viewerId: string, author: string): RawBuilder<boolean> {
  return bind(
    (viewer) => `not (${blockedSql(author, viewer)} or ${blockedBySql(author, viewer)})`,
    viewerId,
  );
}
