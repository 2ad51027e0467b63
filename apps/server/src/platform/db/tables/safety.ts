// Table types of the safety area (moderation, mutes, keyword filters, private accounts).
// Keep in step with src/platform/db/migrations/content/2026_11_24_058* and
// migrations/federation/2026_12_06_0100_* (reports from other servers, ADR 0159).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type ReportTargetType = 'video' | 'comment' | 'user';
export type ReportReason =
  | 'spam'
  | 'harassment'
  | 'hate'
  | 'violence'
  | 'sexual'
  | 'selfHarm'
  | 'misinformation'
  | 'other';
export type ReportStatus = 'open' | 'dismissed' | 'actioned';

export interface AdminsTable {
  user_id: string;
  /**
   * `first`: the first account of a fresh install without `ADMIN_EMAILS`; `email`: listed in
   * `ADMIN_EMAILS`; `cli`: granted with `pnpm flick admin grant`.
   */
  source: 'first' | 'email' | 'cli';
  created_at: CreatedAt;
}

export interface ReportsTable {
  id: Generated<string>;
  /** The Flick account that reported; null for a report another server sent. */
  reporter_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The host of the server whose `Flag` this is (exactly one reporter is set). */
  reporter_server: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Flag's id: the same Flag again makes no second report of a target. */
  remote_flag_iri: ColumnType<string | null, string | null | undefined, string | null>;
  target_type: ReportTargetType;
  target_id: string;
  reason: ReportReason;
  details: Generated<string>;
  status: Generated<ReportStatus>;
  created_at: CreatedAt;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
}

export interface MutesTable {
  muter_id: string;
  muted_id: string;
  created_at: CreatedAt;
}

export interface KeywordFiltersTable {
  user_id: string;
  /** As the user typed it (trimmed, single spaces). */
  keyword: string;
  /** The regular expression (`~*`) matching it as a whole word. */
  pattern: string;
  created_at: CreatedAt;
}

export interface SafetyTables {
  admins: AdminsTable;
  reports: ReportsTable;
  mutes: MutesTable;
  keyword_filters: KeywordFiltersTable;
}
