import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations use Kysely<any> and raw SQL, never today's table types.

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  // A share or a download counts once per user and video: repeating it changes nothing.
  await sql`
    CREATE TABLE video_counted_events (
      video_id uuid NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (video_id, user_id, kind),
      CONSTRAINT video_counted_events_kind_value CHECK (kind IN ('downloads', 'shares'))
    )
  `.execute(db);
  await sql`CREATE INDEX video_counted_events_user_id_idx ON video_counted_events (user_id)`.execute(
    db,
  );

  // When a video record took the upload; unattached uploads are removed after a grace period.
  await sql`ALTER TABLE uploads ADD COLUMN attached_at timestamptz`.execute(db);
  await sql`
    UPDATE uploads u SET attached_at = now()
    WHERE EXISTS (
      SELECT 1 FROM videos v
      WHERE v.video_file = u.name
         OR v.thumb_url = '/api/upload/media/' || u.name
         OR v.thumb_url_compress = '/api/upload/media/' || u.name
    )
  `.execute(db);
  await sql`CREATE INDEX uploads_unattached_idx ON uploads (created_at) WHERE attached_at IS NULL`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX uploads_unattached_idx`.execute(db);
  await sql`ALTER TABLE uploads DROP COLUMN attached_at`.execute(db);
  await sql`DROP TABLE video_counted_events`.execute(db);
}
