import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/connect';
import { ffmpeg } from './content/mediaFixtures';
import { fixture, multipartBody } from './content/multipart';
import { createUser, freePort, freshDatabase, type TestUser } from './helpers';

const serverDir = path.resolve(import.meta.dirname, '..');

function startMain(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  return { child, output: () => output };
}

let serverOutput = () => '';

async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  ms = 100_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = await read().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}; server said:\n${serverOutput().slice(-3000)}`);
}

const files = (dir: string) => {
  try {
    return readdirSync(dir).filter((name) => name !== '.incoming');
  } catch {
    return [];
  }
};

// A kill -9 mid-transcode: the restarted server takes the job over at once. On PGlite it
// is the only process and takes over every job left active; on PostgreSQL it ends the
// lease of the killed process (same data directory, pid gone) and its lost-job sweep hands
// the job back to the queue, seconds after the start instead of at the job's expiry
// (ADR 0024).
const onPostgres = Boolean(process.env.DATABASE_URL);
describe('SIGKILL during a transcode', () => {
  let dataDir: string;
  let clip: Buffer;
  let user: TestUser;
  let server: ReturnType<typeof startMain> | undefined;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const open = () =>
    openDatabase(
      'databaseUrl' in database.target
        ? { databaseUrl: database.target.databaseUrl }
        : { pgliteDir: dataDir },
    );

  beforeAll(async () => {
    database = await freshDatabase();
    dataDir =
      'pgliteDir' in database.target
        ? database.target.pgliteDir
        : mkdtempSync(path.join(os.tmpdir(), 'flick-crash-'));
    const handle = await open();
    user = await createUser({ db: handle.db });
    await handle.close();
    // Long enough that the transcode is still running when it is killed.
    const made = path.join(dataDir, 'clip.mp4');
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=720x1280:r=30:d=8',
      '-f',
      'lavfi',
      '-i',
      'sine=d=8',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-shortest',
      made,
    );
    clip = readFileSync(made);
    rmSync(made);
  }, 120_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the job after a restart, leaving no orphan file, row or scratch', async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      ...('databaseUrl' in database.target ? { DATABASE_URL: database.target.databaseUrl } : {}),
    };
    const base = `http://127.0.0.1:${port}`;
    const auth = { authorization: `Bearer ${user.token}` };
    server = startMain(env);
    serverOutput = server.output;
    await until('the server', async () =>
      (await fetch(`${base}/api/account/oidc/providers`)).ok ? true : undefined,
    );

    const upload = async (kind: 'thumb' | 'video', data: Buffer, filename: string) => {
      const { payload, headers } = multipartBody({
        filename,
        contentType: 'application/octet-stream',
        data,
      });
      const res = await fetch(`${base}/api/upload/upload/${kind}`, {
        method: 'POST',
        headers: { ...headers, ...auth },
        body: payload,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as string[])[0] ?? '';
    };
    const thumb = await upload('thumb', fixture('thumb.jpg'), 'thumb.jpg');
    const name = await upload('video', clip, 'IMG_0002.MOV');
    const created = await fetch(`${base}/api/video/upload`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        videoUrl: name.replace(/\.mp4$/, ''),
        thumbUrl: `/api/upload/media/${thumb}`,
        thumbUrlCompress: `/api/upload/media/${thumb}`,
      }),
    });
    const video = ((await created.json()) as { data: Video }).data;
    const own = async () =>
      (
        (await (
          await fetch(`${base}/api/video/user/videos/${user.id}`, { headers: auth })
        ).json()) as { data: { Items: Video[] } }
      ).data.Items.find((v) => v.id === video.id);

    // Mid-transcode: progress has moved, nothing is ready yet.
    await until('the transcode to start', async () => {
      const v = await own();
      return v?.state === 'processing' && (v.progress ?? 0) > 0 ? v : undefined;
    });
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');

    server = startMain(env);
    serverOutput = server.output;
    await until('the restarted server', async () =>
      (await fetch(`${base}/api/account/oidc/providers`)).ok ? true : undefined,
    );
    const ready = await until('the video to be ready', async () => {
      const v = await own();
      return v?.state === 'ready' ? v : undefined;
    });
    expect(server.output()).toContain(
      onPostgres
        ? 'media jobs of a stopped process run again'
        : 'media jobs interrupted by a crash run again',
    );

    const served = await fetch(`${base}${ready.iosUrl}`);
    expect(served.status).toBe(200);
    const playable = path.join(os.tmpdir(), `flick-crash-${video.id}.mp4`);
    await import('node:fs/promises').then((fs) =>
      served.arrayBuffer().then((b) => fs.writeFile(playable, Buffer.from(b))),
    );
    const codec = execFileSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=codec_name,height',
        '-of',
        'csv=p=0',
        playable,
      ],
      { encoding: 'utf8' },
    ).trim();
    rmSync(playable);
    expect(codec).toBe('h264,1280');

    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    // Exactly the rendition and its two posters are stored, with the app's thumbnail the
    // poster replaced (let go to the sweep of unattached uploads); no original, no scratch.
    expect(files(path.join(dataDir, 'media')).sort()).toEqual(
      [name, thumb, `${video.videoUrl}-poster.jpg`, `${video.videoUrl}-small.jpg`].sort(),
    );
    expect(files(path.join(dataDir, 'media', '.incoming'))).toEqual([]);
    expect(files(path.join(dataDir, 'originals'))).toEqual([]);
    expect(files(path.join(dataDir, 'tmp', 'processing'))).toEqual([]);
    const handle = await open();
    try {
      const videos = await handle.db
        .selectFrom('videos')
        .select(['id', 'state', 'source_file'])
        .execute();
      expect(videos).toEqual([{ id: video.id, state: 'ready', source_file: null }]);
      const uploads = await handle.db
        .selectFrom('uploads')
        .select(['name', 'attached_at'])
        .execute();
      // The video's file is its own; the replaced thumbnail waits unattached for the sweep.
      const attached = Object.fromEntries(uploads.map((u) => [u.name, u.attached_at !== null]));
      expect(attached).toEqual({ [name]: true, [thumb]: false });
    } finally {
      await handle.close();
    }
  }, 400_000);
});
