import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { readVariable } from '../platform/config/config';
import type { Database } from '../platform/db/database';
import { type MediaStorage, mediaUrl, newMediaName, stemOf } from '../platform/media/index';
import { hashPassword } from '../rules/auth/passwords';
import { createNotification } from '../rules/notifications/notifications.service';
import { collectHashtags, linkHashtags } from '../rules/videos/hashtags';
import {
  DEMO_COMMENTS,
  DEMO_FOLLOWS,
  DEMO_PASSWORD,
  DEMO_USERS,
  DEMO_VIDEOS,
  type DemoUser,
} from './demoData';

/** Where a log line goes (pino's `info` or console). */
export interface SeedLog {
  info(msg: string): void;
}

/** What a seed made. */
export interface SeedSummary {
  users: number;
  follows: number;
  videos: number;
  likes: number;
  comments: number;
}

/** The demo account's sign-in email. */
export function demoEmail(user: Pick<DemoUser, 'userName'>): string {
  return `${user.userName}@example.com`;
}

/**
 * The folder holding demo-NN.mp4 / .jpg and avatar-NN.jpg: beside this file when run from
 * source (tsx), or src/seed/assets above dist/ when bundled; FLICK_DEMO_ASSETS overrides.
 */
export function findDemoAssets(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    readVariable('FLICK_DEMO_ASSETS'),
    path.join(here, 'assets'),
    path.join(here, '../src/seed/assets'),
    path.join(here, '../../src/seed/assets'),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'videos', 'demo-01.mp4')));
  if (!found) throw new Error(`Demo assets not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** A small deterministic random source, so every fresh start shows the same world. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function storeAsset(storage: MediaStorage, file: string, ext: string, type: string) {
  const name = newMediaName(ext);
  const stored = await storage.put(name, createReadStream(file), type);
  return { name: stored.name, size: stored.size };
}

/**
 * Fills an empty database with the demo world: a dozen users with avatars, follows, 30
 * playable clips with thumbnails, captions and hashtags, likes, comments, comment likes
 * and the notifications they cause. Media goes into `storage` under fresh names.
 */
export async function seedDemo(
  db: Kysely<Database>,
  storage: MediaStorage,
  log: SeedLog = { info: (m) => console.info(m) },
): Promise<SeedSummary> {
  const assets = findDemoAssets();
  const rand = random(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

  // Files first (outside the transaction: storage may be remote).
  const avatars: string[] = [];
  for (let i = 0; i < DEMO_USERS.length; i++) {
    const file = path.join(assets, 'avatars', `avatar-${String(i + 1).padStart(2, '0')}.jpg`);
    avatars.push(mediaUrl((await storeAsset(storage, file, 'jpg', 'image/jpeg')).name));
  }
  const clips: Array<{
    video: { name: string; size: number };
    thumb: { name: string; size: number };
  }> = [];
  for (const v of DEMO_VIDEOS) {
    const nn = String(v.asset).padStart(2, '0');
    const videoFile = path.join(assets, 'videos', `demo-${nn}.mp4`);
    const thumbFile = path.join(assets, 'thumbs', `demo-${nn}.jpg`);
    await stat(videoFile);
    clips.push({
      video: await storeAsset(storage, videoFile, 'mp4', 'video/mp4'),
      thumb: await storeAsset(storage, thumbFile, 'jpg', 'image/jpeg'),
    });
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const now = Date.now();
  const result = await db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('users')
      .values(
        DEMO_USERS.map((u, i) => ({
          user_name: u.userName,
          email: demoEmail(u),
          phone: null,
          // One hash for all: they share the documented demo password.
          password_hash: passwordHash,
          first_name: u.firstName,
          last_name: u.lastName,
          gender: u.gender,
          date_of_birth: u.dateOfBirth,
          about_me: u.aboutMe,
          profile_picture: avatars[i] ?? null,
          demo: true,
          created_at: new Date(now - 40 * 86_400_000 + i * 3_600_000),
        })),
      )
      .returning('id')
      .execute();
    const ids = users.map((u) => u.id);
    const idOf = (i: number) => ids[i] as string;

    await trx
      .insertInto('follows')
      .values(DEMO_FOLLOWS.map(([a, b]) => ({ follower_id: idOf(a), followee_id: idOf(b) })))
      .execute();

    const videos: Array<{ id: string; owner: number }> = [];
    for (const [i, v] of DEMO_VIDEOS.entries()) {
      const clip = clips[i];
      if (!clip) continue;
      const owner = idOf(v.owner);
      await trx
        .insertInto('uploads')
        .values([
          {
            name: clip.video.name,
            stem: stemOf(clip.video.name),
            user_id: owner,
            kind: 'video',
            content_type: 'video/mp4',
            size: clip.video.size,
            attached_at: new Date(),
          },
          {
            name: clip.thumb.name,
            stem: stemOf(clip.thumb.name),
            user_id: owner,
            kind: 'thumb',
            content_type: 'image/jpeg',
            size: clip.thumb.size,
            attached_at: new Date(),
          },
        ])
        .execute();
      // Oldest first, a few hours apart, the newest about an hour ago.
      const createdAt = new Date(
        now - (DEMO_VIDEOS.length - i) * 5 * 3_600_000 - rand() * 3_600_000,
      );
      const hashtags = collectHashtags([], v.caption);
      const row = await trx
        .insertInto('videos')
        .values({
          user_id: owner,
          video_file: clip.video.name,
          video_url: stemOf(clip.video.name),
          thumb_url: mediaUrl(clip.thumb.name),
          thumb_url_compress: mediaUrl(clip.thumb.name),
          caption: v.caption,
          hashtags,
          is_duet: v.isDuet ?? false,
          created_at: createdAt,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await linkHashtags(trx, row.id, row.created_at, hashtags);
      videos.push({ id: row.id, owner: v.owner });
    }

    const likes: Array<{ video_id: string; user_id: string }> = [];
    const comments: Array<{
      video_id: string;
      user_id: string;
      comment: string;
      plain: string;
      created_at: Date;
    }> = [];
    for (const [i, video] of videos.entries()) {
      const likers = ids.filter((_, u) => u !== video.owner && rand() < 0.55);
      for (const user of likers) likes.push({ video_id: video.id, user_id: user });
      const count = Math.floor(rand() * 5);
      for (let c = 0; c < count; c++) {
        let author = Math.floor(rand() * ids.length);
        if (author === video.owner) author = (author + 1) % ids.length;
        const text = pick(DEMO_COMMENTS);
        comments.push({
          video_id: video.id,
          user_id: idOf(author),
          comment: encodeURIComponent(text),
          plain: text,
          created_at: new Date(now - (videos.length - i) * 5 * 3_600_000 + (c + 1) * 600_000),
        });
      }
    }
    if (likes.length > 0) await trx.insertInto('video_likes').values(likes).execute();
    const commentRows =
      comments.length > 0
        ? await trx
            .insertInto('comments')
            .values(comments)
            .returning(['id', 'video_id', 'user_id'])
            .execute()
        : [];
    const commentLikes = commentRows.flatMap((c) =>
      ids
        .filter((u) => u !== c.user_id && rand() < 0.25)
        .map((u) => ({ comment_id: c.id, user_id: u })),
    );
    if (commentLikes.length > 0)
      await trx.insertInto('comment_likes').values(commentLikes).execute();

    // Counters from the rows just written.
    await trx
      .updateTable('videos')
      .set((eb) => ({
        likes: eb
          .selectFrom('video_likes')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('video_likes.video_id', '=', 'videos.id'),
        comments: eb
          .selectFrom('comments')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('comments.video_id', '=', 'videos.id'),
      }))
      .execute();
    await trx
      .updateTable('comments')
      .set((eb) => ({
        likes: eb
          .selectFrom('comment_likes')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('comment_likes.comment_id', '=', 'comments.id'),
      }))
      .execute();

    return { ids, videos, likes, commentRows, commentLikes };
  });

  // Notifications after the commit, as the live routes make them.
  const owners = new Map(result.videos.map((v) => [v.id, result.ids[v.owner] as string]));
  for (const [a, b] of DEMO_FOLLOWS) {
    await createNotification(db, {
      userId: result.ids[b] as string,
      actorId: result.ids[a] as string,
      type: 'follow',
    });
  }
  for (const like of result.likes.slice(-60)) {
    const owner = owners.get(like.video_id);
    if (owner)
      await createNotification(db, {
        userId: owner,
        actorId: like.user_id,
        type: 'like',
        videoId: like.video_id,
      });
  }
  for (const c of result.commentRows) {
    const owner = owners.get(c.video_id);
    if (owner) {
      await createNotification(db, {
        userId: owner,
        actorId: c.user_id,
        type: 'comment',
        videoId: c.video_id,
        commentId: c.id,
      });
    }
  }

  const summary: SeedSummary = {
    users: result.ids.length,
    follows: DEMO_FOLLOWS.length,
    videos: result.videos.length,
    likes: result.likes.length,
    comments: result.commentRows.length,
  };
  log.info(
    `Demo content: ${summary.users} users, ${summary.follows} follows, ${summary.videos} videos, ${summary.likes} likes, ${summary.comments} comments. Sign in as ${demoEmail(DEMO_USERS[0] as DemoUser)} / ${DEMO_PASSWORD}`,
  );
  return summary;
}

/**
 * Seeds the demo world when the database has no users yet; answers whether it did. Called
 * by the server's start on a fresh DATA_DIR and by `pnpm seed`.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  storage: MediaStorage,
  log?: SeedLog,
): Promise<boolean> {
  const anyone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyone) return false;
  await seedDemo(db, storage, log);
  return true;
}
