// Table types of the content area (videos, comments, hashtags, uploads). Keep in step
// with src/db/migrations/content/*.
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the content area
export interface ContentTables {}
