/**
 * How many PostgreSQL `LISTEN` relays run in this process. When one runs, live events
 * (notifications, session revocations) are sent with `pg_notify` so every server process
 * on the database hears them; when none does (PGlite), they stay in this process.
 */
export const liveRelays = { active: 0 };
