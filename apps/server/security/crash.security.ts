import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/connect';
import { OTP_LENGTH } from '../src/rules/auth/otp.service';
import { ffmpeg } from '../test/content/mediaFixtures';
import { fixture, multipartBody } from '../test/content/multipart';
import { Tally } from './support/figures';

// kill -9 the built server while uploads are in flight, start it again on the same data,
// then look for what a crash can leave behind. Each crash point is a stage: uploads in
// flight, and a transcode in flight (its job must run again after the restart).

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = 2;
const UPLOADS_PER_ROUND = 10;

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<Running> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      S3_BUCKET: '',
      SMTP_URL: '',
      SMS_WEBHOOK_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  // A fresh PGlite directory takes seconds to create, far more on a loaded machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${log.slice(-3000)}`);
    try {
      await fetch(`${base}/api/account/oidc/providers`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${log.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { child, base, output: () => log };
}

async function stop(server: Running, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

/** Signs a new user up through the API (the OTP comes from the server's log). */
async function signUp(
  server: Running,
  address: string,
): Promise<{ token: string; userId: string }> {
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${server.base}/api/account${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: Record<string, string>; message?: string };
    if (res.status >= 300) throw new Error(`${p} answered ${res.status} ${json.message}`);
    return json.data ?? {};
  };
  await post('/register', { email_phone: address, method: 'email' });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i += 1) {
    code = new RegExp(`OTP for ${address.replace(/[.+]/g, '\\$&')}: (\\d{${OTP_LENGTH}})`).exec(
      server.output(),
    )?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const { ticket } = await post('/verifyOTP', { email_phone: address, otp: Number(code) });
  await post('/password-name', {
    ticket,
    password: 'crash test password',
    firstName: 'Crash',
    lastName: 'Test',
  });
  const session = await post('/dob-username', {
    ticket,
    dateOfBirth: '1990-01-01',
    userName: address.split('@')[0],
  });
  return { token: session.token ?? '', userId: session.user_id ?? '' };
}

async function upload(
  server: Running,
  token: string,
  kind: 'thumb' | 'video',
  data = fixture(kind === 'video' ? 'two-seconds.mp4' : 'thumb.jpg'),
): Promise<string> {
  const { payload, headers } = multipartBody({
    filename: kind === 'video' ? 'clip.mp4' : 'thumb.jpg',
    contentType: kind === 'video' ? 'video/mp4' : 'image/jpeg',
    data,
  });
  const res = await fetch(`${server.base}/api/upload/upload/${kind}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: payload,
  });
  if (res.status !== 200) throw new Error(`upload ${kind}: ${res.status}`);
  return ((await res.json()) as string[])[0] ?? '';
}

/** The client's three calls; any of them may be cut by the crash. Answers the video's id. */
async function shareOne(server: Running, token: string, clip?: Buffer): Promise<string> {
  const thumb = await upload(server, token, 'thumb');
  const video = await upload(server, token, 'video', clip);
  const res = await fetch(`${server.base}/api/video/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      videoUrl: video.replace(/\.[^.]+$/, ''),
      thumbUrl: `/api/upload/media/${thumb}`,
      thumbUrlCompress: `/api/upload/media/${thumb}`,
    }),
  });
  return ((await res.json()) as { data?: { id: string } }).data?.id ?? '';
}

/** An upload that trickles in (a real MP4 head, then more bytes slowly): in flight when the kill comes. */
function slowUpload(server: Running, token: string): void {
  const boundary = '----flickcrash';
  const head = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    fixture('two-seconds.mp4'),
  ]);
  const url = new URL(`${server.base}/api/upload/upload/video`);
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + 50 * 65536),
    },
  });
  req.on('error', () => {});
  req.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (sent >= 50 || req.destroyed) return clearInterval(timer);
    req.write(Buffer.alloc(65536, sent));
    sent += 1;
  }, 40);
}

/** A signed-up account of the run. */
interface Account {
  token: string;
  userId: string;
}
/**
 * The run's accounts: each upload flow of a round has its own (a person may have 3 videos
 * processing at once, ADR 0091, and a round's flows can all be processing when the kill
 * comes), and the transcode stage one more.
 */
interface Accounts {
  flows: Account[];
  transcoder: Account;
}

/** Crash stages: what is in flight when the server is killed. */
const UPLOAD_STAGE = {
  name: 'uploads',
  async run(server: Running, accounts: Accounts): Promise<number> {
    const first = accounts.flows[0]?.token ?? '';
    slowUpload(server, first);
    slowUpload(server, first);
    let done = 0;
    const uploads = Array.from({ length: UPLOADS_PER_ROUND }, (_, i) =>
      // Staggered so that some finish, some are mid-way and some have not started when the kill comes.
      new Promise((r) => setTimeout(r, i * 120))
        .then(() => shareOne(server, accounts.flows[i]?.token ?? ''))
        .then(() => {
          done += 1;
        })
        .catch(() => {}),
    );
    // Kill once about half the uploads are through (or after 8 s), with the slow ones mid-file.
    const deadline = Date.now() + 8000;
    while (Date.now() < deadline && done < UPLOADS_PER_ROUND / 2) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await stop(server, 'SIGKILL');
    await Promise.all(uploads);
    return done;
  },
};
/** A video long enough that its transcode is still running when the kill comes. */
let longClip: Buffer;
const TRANSCODE_STAGE = {
  name: 'transcode',
  async run(server: Running, accounts: Accounts): Promise<number> {
    const { token, userId } = accounts.transcoder;
    const id = await shareOne(server, token, longClip);
    // Kill once the transcode has made progress (or after 60 s).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const res = await fetch(`${server.base}/api/video/user/videos/${userId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const items = (
        (await res.json()) as { data: { Items: { id: string; progress?: number | null }[] } }
      ).data.Items;
      if ((items.find((v) => v.id === id)?.progress ?? 0) > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await stop(server, 'SIGKILL');
    return 1;
  },
};
const STAGES = [UPLOAD_STAGE, TRANSCODE_STAGE];

beforeAll(async () => {
  // `pnpm test:security` builds the server once for both engines (FLICK_SERVER_BUILT=1);
  // run on its own, this file builds it.
  if (process.env.FLICK_SERVER_BUILT !== '1') {
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: serverRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'flick-crash-'));
  if (!process.env.DATABASE_URL) {
    // The run's migrated PGlite template: a fresh directory takes long to create.
    cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    rmSync(path.join(dataDir, 'flick.lock'), { recursive: true, force: true });
  }
  const made = path.join(dataDir, 'long.mp4');
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=720x1280:r=30:d=8',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    made,
  );
  longClip = readFileSync(made);
  rmSync(made);
  if (process.env.DATABASE_URL) {
    const name = `flick_crash_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDatabase')}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
});
afterAll(async () => {
  await dropDatabase?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function decodes(file: string): boolean {
  const run = spawnSync('ffmpeg', ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-'], {
    encoding: 'utf8',
  });
  return run.status === 0 && run.stderr.trim() === '';
}

describe('crash during uploads', () => {
  it(`survives ${ROUNDS} × kill -9 during ${UPLOADS_PER_ROUND} uploads with nothing left behind`, async () => {
    const tally = new Tally('crash', 'kill -9 mid-upload');
    let server = await startServer();
    const accounts: Accounts = {
      flows: [],
      transcoder: await signUp(server, 'crash.transcode@example.com'),
    };
    for (let i = 0; i < UPLOADS_PER_ROUND; i += 1) {
      accounts.flows.push(await signUp(server, `crash.test${i}@example.com`));
    }
    const everyone = [...accounts.flows, accounts.transcoder];
    let kills = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const stage of STAGES) {
        const t0 = Date.now();
        const finished = await stage.run(server, accounts);
        kills += 1;
        const t1 = Date.now();
        server = await startServer();
        console.info(
          `crash round ${round} ${stage.name}: ${finished} done before the kill; ${t1 - t0} ms, restart ${Date.now() - t1} ms`,
        );
      }
    }
    // Start-up cleanup has run; the scratch space must be empty.
    const incoming = path.join(dataDir, 'media', '.incoming');
    const leftovers = existsSync(incoming) ? readdirSync(incoming) : [];
    tally.expect(
      leftovers.length === 0,
      () => `${leftovers.length} scratch file(s) left in media/.incoming after restart`,
    );

    // Every listed video plays: once the restarted server has processed what the kills
    // interrupted (at most 2 minutes), each is ready and its rendition decodes.
    type Listed = { id: string; iosUrl: string; state: 'processing' | 'ready' | 'failed' };
    const list = async () => {
      const all: Listed[] = [];
      for (const account of everyone) {
        const res = await fetch(`${server.base}/api/video/user/videos/${account.userId}`, {
          headers: { authorization: `Bearer ${account.token}` },
        });
        all.push(...((await res.json()) as { data: { Items: Listed[] } }).data.Items);
      }
      return all;
    };
    let videos = await list();
    for (
      const until = Date.now() + 120_000;
      videos.some((v) => v.state === 'processing') && Date.now() < until;
      videos = await list()
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const v of videos) {
      const file = path.join(dataDir, 'media', v.iosUrl.split('/').pop() ?? '');
      tally.expect(
        v.state === 'ready' && existsSync(file) && decodes(file),
        () =>
          `video ${v.id} is ${v.state}, not a ready rendition that decodes (${path.basename(file)})`,
      );
    }
    await stop(server, 'SIGTERM');

    // Rows and files agree: every file has a row, every row its file.
    const handle: DatabaseHandle = await openDatabase(
      databaseUrl ? { databaseUrl } : { pgliteDir: dataDir },
    );
    try {
      const uploads = await handle.db
        .selectFrom('uploads')
        .select(['name', 'kind', 'attached_at', 'writer_id'])
        .execute();
      const rows = await handle.db
        .selectFrom('videos')
        .select(['id', 'video_file', 'source_file', 'thumb_url', 'thumb_url_compress'])
        .execute();
      const referenced = new Set<string>([
        ...uploads.map((u) => u.name),
        ...rows.flatMap((r) => [
          r.video_file,
          r.source_file ?? '',
          r.thumb_url.split('/').pop() ?? '',
          r.thumb_url_compress.split('/').pop() ?? '',
        ]),
      ]);
      const stored = (dir: string) =>
        existsSync(path.join(dataDir, dir))
          ? readdirSync(path.join(dataDir, dir)).filter((f) => !f.startsWith('.'))
          : [];
      // Public media, and the private originals of videos not yet processed.
      const files = stored('media');
      const originals = stored('originals');
      for (const f of [...files, ...originals])
        tally.expect(referenced.has(f), () => `file ${f} has no row`);
      // An upload whose file was still being stored when the kill came is cleaned up at
      // the restart (its writer's lease ended), row and file.
      for (const u of uploads.filter((x) => x.writer_id !== null))
        tally.expect(false, () => `upload row ${u.name} still waits for its file after restart`);
      // An attached upload is the video's to keep or drop: processing replaces the original
      // and the client's thumbnails by the rendition and the server's posters.
      for (const u of uploads.filter((x) => x.attached_at === null && x.writer_id === null))
        tally.expect(
          (u.kind === 'video' ? originals : files).includes(u.name),
          () => `upload row ${u.name} has no file`,
        );
      for (const r of rows)
        tally.expect(
          files.includes(r.video_file),
          () => `video ${r.id} has no file ${r.video_file}`,
        );
      const attached = new Set(
        rows.flatMap((r) => [r.video_file, r.thumb_url.split('/').pop() ?? '']),
      );
      const unattached = uploads.filter((u) => !attached.has(u.name)).length;
      tally.note = `${kills} kills, ${videos.length} videos listed, ${files.length} files, ${originals.length} originals, ${unattached} uploads never attached, ${leftovers.length} scratch files`;
    } finally {
      await handle.close();
    }
    tally.write();
    expect(kills).toBe(ROUNDS * STAGES.length);
    expect(videos.length).toBeGreaterThan(0);
    expect(tally.defects, tally.report()).toEqual([]);
    // Four kills, four restarts and the processing they interrupted: minutes on a busy machine.
  }, 600_000);
});
