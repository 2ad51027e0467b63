// Table types of the account area (owned by the account host). Keep in step with
// src/platform/db/migrations/account/*.
import type { Language } from '@flick/api-types/rules';
import type { ColumnType, Generated } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO text, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A `date` column, read as `YYYY-MM-DD` text (see the type parser in connect.ts). */
type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface UsersTable {
  id: Generated<string>;
  user_name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  gender: 'female' | 'male' | 'other' | 'unspecified' | null;
  date_of_birth: DateColumn;
  about_me: Generated<string>;
  profile_picture: string | null;
  /** Private account: content seen by approved followers only (docs/product.md#private-accounts). */
  is_private: Generated<boolean>;
  /** One of the demo people a fresh data directory is seeded with (ADR 0089). */
  demo: Generated<boolean>;
  /** The language of the account's emails and SMS; null when none was chosen (ADR 0144). */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  /** Whether other ActivityPub servers may find and follow the account (ADR 0151). */
  federation: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_used_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export type OtpMethod = 'email' | 'phone';
/** What a code is for: sign-up, password reset, a new address, or re-authentication on the current one. */
export type OtpPurpose = 'signup' | 'reset' | 'change' | 'reauth';
/** The purposes of the public sign-up and reset flows (verifyOTP, getOtp, tickets). */
export type PublicOtpPurpose = 'signup' | 'reset';

export interface OtpCodesTable {
  address: string;
  method: OtpMethod;
  purpose: OtpPurpose;
  code_hash: string;
  attempts: Generated<number>;
  sent_at: CreatedAt;
  expires_at: Timestamp;
}

export interface OtpDailyCountsTable {
  address: string;
  day: string;
  /** Who asked: `ip:<client IP>` or `user:<id>` ('' for rows older than this column). */
  requester: Generated<string>;
  codes_sent: Generated<number>;
  failed_checks: Generated<number>;
}

export interface VerificationTicketsTable {
  ticket_hash: string;
  address: string;
  method: OtpMethod;
  purpose: PublicOtpPurpose;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A started change of a user's email or phone, waiting for the code sent to `address`. */
export interface AddressChangesTable {
  user_id: string;
  address: string;
  method: OtpMethod;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface OidcIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface OidcFlowsTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  return_to: string | null;
  expires_at: Timestamp;
}

export interface OidcLoginCodesTable {
  code_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: CreatedAt;
}

/** A request to follow a private account, waiting for its owner's answer. */
export interface FollowRequestsTable {
  requester_id: string;
  target_id: string;
  created_at: CreatedAt;
}

export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: CreatedAt;
}

export type NotificationType =
  | 'follow'
  | 'like'
  | 'comment'
  | 'commentLike'
  | 'videoReady'
  | 'videoFailed'
  | 'followRequest'
  | 'followAccepted'
  | 'mention';

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  /** The Flick account that did it; null when a remote account did (ADR 0158). */
  actor_id: string | null;
  type: NotificationType;
  video_id: string | null;
  comment_id: string | null;
  read: Generated<boolean>;
  created_at: CreatedAt;
  /**
   * The remote account that did it (migration 2026_12_05_0700, ADR 0158); part of the key of
   * what is told once (2026_12_06_0300, ADR 0160).
   */
  remote_actor_iri: ColumnType<string | null, string | null | undefined, string | null>;
  /** The remote reply it tells of; the notification goes with it. */
  remote_comment_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PushTokensTable {
  token: string;
  user_id: string;
  platform: Generated<'web'>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One fixed window of a rate limiter key, shared by every process (ADR 0039). */
export interface RateLimitWindowsTable {
  key: string;
  count: number;
  reset_at: Date;
}

/** An open notification stream, in whichever process holds it (ADR 0091). */
export interface NotificationStreamsTable {
  id: Generated<string>;
  user_id: string;
  session_id: string;
  /** The lease of the process holding the stream (`process_leases`, ADR 0024). */
  lease_id: string;
  opened_at: CreatedAt;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  otp_daily_counts: OtpDailyCountsTable;
  verification_tickets: VerificationTicketsTable;
  address_changes: AddressChangesTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_flows: OidcFlowsTable;
  oidc_login_codes: OidcLoginCodesTable;
  follows: FollowsTable;
  follow_requests: FollowRequestsTable;
  blocks: BlocksTable;
  notifications: NotificationsTable;
  push_tokens: PushTokensTable;
  rate_limit_windows: RateLimitWindowsTable;
  notification_streams: NotificationStreamsTable;
}
