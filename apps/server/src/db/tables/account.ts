// Table types of the account area (owned by the account host). Keep in step with
// src/db/migrations/account/*.
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

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
}
