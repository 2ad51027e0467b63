// Table types of the federation area (ADR 0150, ADR 0151).
// Keep in step with src/platform/db/migrations/federation/2026_12_03_0100_*, _0300_*, 2026_12_05_0700_*.
import type { JsonWebKey } from 'node:crypto';
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A JSON column: read as parsed JSON, written as its text (`JSON.stringify`). */
type Json<T> = ColumnType<T, string, string>;

/** Fedify's key-value store (its caches, idempotence marks): one row per key. */
export interface FederationKvTable {
  /** The key's parts joined as a JSON array. */
  key: string;
  value: Json<unknown>;
  expires_at: NullableTimestamp;
}

/** The signing algorithms an account has a key pair of. */
export type FederationKeyAlgorithm = 'RSASSA-PKCS1-v1_5' | 'Ed25519';

/** One key pair of an account, made the first time a remote server needs it. */
export interface FederationKeysTable {
  user_id: string;
  algorithm: FederationKeyAlgorithm;
  private_jwk: Json<JsonWebKey>;
  public_jwk: Json<JsonWebKey>;
  created_at: CreatedAt;
}

/** A remote account as last fetched. */
export interface RemoteActorsTable {
  iri: string;
  /** `user@host`. */
  handle: string;
  name: ColumnType<string, string | undefined, string>;
  avatar_url: string | null;
  inbox: string;
  shared_inbox: string | null;
  /** The key ids it signs with: `[{ id, type }]`. */
  public_keys: Json<{ id: string; type: string }[]>;
  fetched_at: CreatedAt;
  /** The id Flick's contract names it by (a comment's `userId`; migration 2026_12_03_0500, ADR 0153). */
  id: ColumnType<string, never, never>;
  /** Its page for people on its server, when it names one. */
  url: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A remote account following (or asking to follow) a Flick account. */
export interface RemoteFollowersTable {
  user_id: string;
  actor_iri: string;
  /** The Follow activity's id, which the Accept or Reject names. */
  follow_iri: string;
  status: 'accepted' | 'pending';
  created_at: CreatedAt;
}

/** A remote account's like of a Flick video (counted in `videos.likes`; ADR 0153). */
export interface RemoteVideoLikesTable {
  video_id: string;
  actor_iri: string;
  /** The Like's id, which an Undo names. */
  like_iri: string;
  created_at: CreatedAt;
}

/** A remote reply to a Flick video, shown as a comment (counted in `videos.comments`). */
export interface RemoteCommentsTable {
  id: ColumnType<string, never, never>;
  video_id: string;
  actor_iri: string;
  /** The Note's id, which a Delete names. */
  object_iri: string;
  /** URI-encoded, as local comments are stored. */
  comment: string;
  plain: string;
  created_at: CreatedAt;
}

/** A Flick account following (or waiting to follow) a remote account. */
export interface RemoteFollowsTable {
  user_id: string;
  actor_iri: string;
  /** The Follow's id, which the remote Accept or Reject names. */
  follow_iri: string;
  status: 'accepted' | 'pending';
  created_at: CreatedAt;
}

/** A Flick account's block of a remote account: its likes and replies are not shown to them. */
export interface RemoteBlocksTable {
  user_id: string;
  actor_iri: string;
  created_at: CreatedAt;
}

/** A followed remote account's public video, played from its origin (ADR 0153). */
export interface RemoteVideosTable {
  id: ColumnType<string, never, never>;
  object_iri: string;
  actor_iri: string;
  page_url: string;
  video_url: string;
  poster_url: string | null;
  caption: string;
  hashtags: string[];
  duration_seconds: number | null;
  sensitive: boolean;
  published_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

/** A video remote followers were sent (ADR 0152): its row goes when its Delete is sent. */
export interface FederatedVideosTable {
  video_id: string;
  user_id: string;
  /** A digest of the object as last sent: a different one is an edit, sent as Update. */
  digest: string;
  sent_at: CreatedAt;
}

/** What an admin decided about a whole remote server (ADR 0152). */
export type RemoteServerPolicy = 'blocked' | 'silenced';

/** A remote server an admin blocked or silenced, by its host (`name[:port]`). */
export interface RemoteServersTable {
  host: string;
  policy: RemoteServerPolicy;
  created_at: CreatedAt;
}

/** A delivery a remote inbox refused as gone (404, 410), not retried (ADR 0156). */
export interface FederationDroppedDeliveriesTable {
  id: ColumnType<string, never, never>;
  inbox: string;
  /** The activity's type by name (`Create`, `Follow`…). */
  activity_type: string;
  status_code: number;
  error: string;
  failed_at: CreatedAt;
}

/** A Flick user's like of a remote video, sent to its server as a Like (ADR 0155). */
export interface LocalLikesOnRemoteTable {
  remote_video_id: string;
  user_id: string;
  /** Names the Like sent (and its Undo). */
  id: ColumnType<string, never, never>;
  created_at: CreatedAt;
}

/** A Flick user's comment on a remote video, sent to its server as a Note (ADR 0155). */
export interface LocalCommentsOnRemoteTable {
  id: ColumnType<string, never, never>;
  remote_video_id: string;
  user_id: string;
  /** URI-encoded, as local comments are stored. */
  comment: string;
  plain: string;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/** A Flick account's mute of a remote account (ADR 0158): what it posts is hidden from them. */
export interface RemoteMutesTable {
  user_id: string;
  actor_iri: string;
  created_at: CreatedAt;
}

/** A key pair of the instance actor, which signs the reports Flick forwards (ADR 0158). */
export interface FederationInstanceKeysTable {
  algorithm: FederationKeyAlgorithm;
  private_jwk: Json<JsonWebKey>;
  public_jwk: Json<JsonWebKey>;
  created_at: CreatedAt;
}

export interface FederationTables {
  federation_kv: FederationKvTable;
  federation_keys: FederationKeysTable;
  remote_actors: RemoteActorsTable;
  remote_followers: RemoteFollowersTable;
  remote_video_likes: RemoteVideoLikesTable;
  remote_comments: RemoteCommentsTable;
  remote_follows: RemoteFollowsTable;
  remote_blocks: RemoteBlocksTable;
  remote_videos: RemoteVideosTable;
  federated_videos: FederatedVideosTable;
  remote_servers: RemoteServersTable;
  federation_dropped_deliveries: FederationDroppedDeliveriesTable;
  local_likes_on_remote: LocalLikesOnRemoteTable;
  local_comments_on_remote: LocalCommentsOnRemoteTable;
  remote_mutes: RemoteMutesTable;
  federation_instance_keys: FederationInstanceKeysTable;
}
