// Table types of the account area (owned by the account host). Keep in step with
// src/db/migrations/account/*.
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the account area
export interface AccountTables {}
