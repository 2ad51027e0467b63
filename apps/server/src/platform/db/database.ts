import type { AccountTables } from './tables/account';
import type { ContentTables } from './tables/content';
import type { FederationTables } from './tables/federation';
import type { SafetyTables } from './tables/safety';

/**
 * Every table Kysely knows. Account tables (users, sessions, OTPs, follows, blocks,
 * notifications, push tokens) and content tables (videos, likes, comments, hashtags,
 * uploads) live in their own files so each area owns its part.
 */
export interface Database extends AccountTables, ContentTables, SafetyTables, FederationTables {}
