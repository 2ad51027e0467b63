import { Writable } from 'node:stream';
import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { MEDIA_DECISION_TTL_MS } from '../src/hosts/upload/mediaAccess';
import { openDatabase } from '../src/platform/db/connect';
import {
  BUCKET_CACHE_CONTROL,
  MEDIA_CACHE_CONTROL,
  MEDIA_REFUSAL_CACHE_CONTROL,
} from '../src/platform/media/caching';
import { MEDIA_ACCESS_PARAM } from '../src/platform/media/signedAddress';
import { shareVideo } from '../test/content/videos';
import { createUser, type TestUser } from '../test/helpers';
import { type ObjectStore, startObjectStore } from '../test/objectStore';
import { ENGINE, Tally } from './support/figures';
import { type HttpAnswer, startTarget, type Target } from './support/server';

// Media files follow the rules of the videos they belong to (docs/security.md#media-files,
// ADR 0090), on local storage and on S3 (s3rver). Every file of a video (rendition, posters,
// captions) is asked for by a stranger, a follower who stops following, the person the owner
// blocks, the owner and an admin, with the addresses each was given (an "old address") and
// without one (the plain address), before and after the video stops being theirs to see: made
// private, hidden, blocked, deleted. On S3 the media route answers a redirect to the bucket,
// which is followed; the bucket addresses a person was handed before losing the video are kept
// and asked for again once they should have expired (within a minute of the change).
// A defect is any file byte served to someone who may not see the video, or a file held back
// from someone who may.

const CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nhello\n';
/** How long an address may keep working after its video left the viewer (the promise). */
const REVOKED_WITHIN_MS = 60_000;

type Store = 'disk' | 's3';

let target: Target;
let owner: TestUser;
let follower: TestUser;
let blocked: TestUser;
let stranger: TestUser;
let admin: TestUser;
let store: Store = 'disk';

async function start(kind: Store, objects?: ObjectStore): Promise<void> {
  store = kind;
  target = await startTarget(objects ? { env: objects.env } : {});
  const t = target.t;
  owner = await createUser(t);
  follower = await createUser(t);
  blocked = await createUser(t);
  stranger = await createUser(t);
  admin = await createUser(t);
  await t.db.insertInto('admins').values({ user_id: admin.id, source: 'first' }).execute();
  for (const fan of [follower, blocked]) {
    const res = await target.send({
      method: 'POST',
      path: '/api/account/follow',
      token: fan.token,
      body: { userId: owner.id },
    });
    if (res.status !== 201) throw new Error(`follow answered ${res.status}: ${res.body}`);
  }
}

/** The video as `who` reads it (its file addresses are the ones they were given), if they may. */
async function readVideo(who: TestUser, videoId: string): Promise<Video | undefined> {
  const res = await target.send({
    method: 'GET',
    path: `/api/video/videos?videoId=${videoId}`,
    token: who.token,
  });
  if (res.status === 404) return undefined;
  if (res.status !== 200) throw new Error(`reading the video answered ${res.status}: ${res.body}`);
  return (JSON.parse(res.body) as { data: { Items: Video[] } }).data.Items[0];
}

/** Every file address of a video: rendition, poster, small poster, captions. */
function addresses(video: Video): string[] {
  return [video.iosUrl, video.thumbUrl, video.thumbUrlCompress, video.captionsUrl ?? ''].filter(
    Boolean,
  );
}

/** The address without its signature: what anyone who once saw the name can ask for. */
function plain(address: string): string {
  return address.split('?')[0] ?? address;
}

interface FileAnswer extends HttpAnswer {
  /** The media route's Cache-Control. */
  cacheControl: string;
  /** On S3: the bucket address the route redirected to, and the bucket's Cache-Control. */
  bucketUrl?: string;
  bucketCacheControl?: string;
}

/** Asks the media route for `address`; on S3 follows its redirect to the bucket. */
async function fetchFile(address: string): Promise<FileAnswer> {
  const res = await target.send({ method: 'GET', path: address });
  const cacheControl = String(res.headers?.['cache-control'] ?? '');
  const location = res.headers?.location;
  if (res.status !== 302 || typeof location !== 'string') return { ...res, cacheControl };
  const fromBucket = await fetchBucket(location);
  return { ...fromBucket, cacheControl, bucketUrl: location };
}

/** Asks the bucket for an address the media route once redirected to. */
async function fetchBucket(url: string): Promise<FileAnswer> {
  const res = await fetch(url, { redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer()).toString('utf8');
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    body,
    cacheControl: '',
    bucketCacheControl: res.headers.get('cache-control') ?? '',
  };
}

/** When a presigned bucket address stops working (its X-Amz-Date plus X-Amz-Expires). */
function bucketExpiry(url: string): number {
  const query = new URL(url).searchParams;
  const date = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(query.get('X-Amz-Date') ?? '');
  if (!date) return Number.POSITIVE_INFINITY;
  const [, y, mo, d, h, mi, sec] = date.map(Number) as number[];
  const signed = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, sec);
  return signed + Number(query.get('X-Amz-Expires') ?? 'Infinity') * 1000;
}

/** Whether an answer carries file bytes (anything but a JSON `{ code, message }` refusal). */
function servedBytes(res: HttpAnswer): boolean {
  return res.status < 300 && res.body.length > 0;
}

async function shareWithCaptions(user: TestUser, caption: string): Promise<Video> {
  const video = await shareVideo(target.t, user, { caption });
  const res = await target.send({
    method: 'PUT',
    path: `/api/video/videos/${video.id}/captions`,
    token: user.token,
    headers: { 'content-type': 'text/vtt' },
    body: Buffer.from(CAPTIONS),
  });
  if (res.status !== 200) throw new Error(`captions answered ${res.status}: ${res.body}`);
  const read = await readVideo(user, video.id);
  if (!read?.captionsUrl) throw new Error('the video has no captions address');
  return read;
}

async function setPrivate(user: TestUser, isPrivate: boolean): Promise<void> {
  const res = await target.send({
    method: 'PATCH',
    path: '/api/account/me',
    token: user.token,
    body: { isPrivate },
  });
  if (res.status !== 200) throw new Error(`privacy answered ${res.status}: ${res.body}`);
}

/** Bucket addresses handed to each person while they could see the video (S3 only). */
type Holder = 'stranger' | 'follower' | 'blocked' | 'owner';

/** The whole scenario on the current store; answers its tally (written, not yet asserted). */
async function scenario(): Promise<Tally> {
  const tally = new Tally(
    'media',
    store === 's3' ? 'revocable addresses, S3' : 'revocable addresses',
  );
  const revocations: number[] = [];
  const held = new Map<Holder, Set<string>>();
  /** Bucket addresses of people who lost the video, to ask for once they have expired. */
  const expiring: Array<{ label: string; url: string; expiry: number }> = [];

  /**
   * `holder` just lost the video at `since`: every bucket address they were handed before must
   * stop working within a minute (it may work until then: a presigned URL cannot be recalled).
   */
  function revokeHeld(label: string, holder: Holder, since: number): void {
    for (const url of held.get(holder) ?? []) {
      const expiry = bucketExpiry(url);
      tally.expect(
        expiry <= since + REVOKED_WITHIN_MS,
        () =>
          `${label}: bucket address lives ${Math.round((expiry - since) / 1000)} s after the change ← ${url}`,
      );
      expiring.push({ label, url, expiry: Math.max(expiry, since) });
    }
    held.delete(holder);
  }

  /** Asks for each address as `who` and records a defect when the answer is not `allowed`. */
  async function expectFiles(
    label: string,
    list: string[],
    allowed: boolean,
    {
      since,
      holder,
      publicVideo = false,
    }: {
      since?: number;
      holder?: Holder;
      /** The video is public now: a signed address opens it as the plain one does. */
      publicVideo?: boolean;
    } = {},
  ): Promise<void> {
    for (const address of list) {
      const res = await fetchFile(address);
      if (store === 's3') {
        tally.expect(
          res.bucketUrl !== undefined || !servedBytes(res),
          () => `${label}: on S3 the route sent the bytes itself ← ${address}`,
        );
        if (res.bucketCacheControl !== undefined) {
          tally.expect(
            !res.bucketCacheControl.includes('immutable') &&
              !(
                !publicVideo &&
                address.includes(`${MEDIA_ACCESS_PARAM}=`) &&
                res.bucketCacheControl.includes('public')
              ),
            () =>
              `${label}: the bucket answered Cache-Control ${res.bucketCacheControl} ← ${address}`,
          );
        }
      }
      if (allowed) {
        tally.expect(
          res.status === 200 && res.body.length > 0,
          () => `${label}: held back (${res.status}) ← ${address}`,
        );
        if (holder && res.bucketUrl) {
          const list = held.get(holder) ?? new Set<string>();
          list.add(res.bucketUrl);
          held.set(holder, list);
        }
      } else {
        tally.expect(
          !servedBytes(res) && (res.status === 404 || res.status === 403),
          () => `${label}: served ${res.status} ${res.body.length} bytes ← ${address}`,
        );
        tally.expect(
          /"code"/.test(res.body) && /"message"/.test(res.body),
          () => `${label}: refusal is not { code, message } ← ${res.body.slice(0, 80)}`,
        );
        tally.expect(
          res.cacheControl === MEDIA_REFUSAL_CACHE_CONTROL,
          () => `${label}: a cache may keep the refusal (${res.cacheControl}) ← ${address}`,
        );
      }
      tally.expect(
        !res.cacheControl.includes('immutable'),
        () => `${label}: cached as immutable ← ${address}`,
      );
    }
    if (!allowed && since !== undefined) revocations.push(Date.now() - since);
  }

  // A public video: anyone, plain addresses, cacheable briefly by anyone.
  const video = await shareWithCaptions(owner, 'pier at dusk');
  const files = addresses(video);
  tally.expect(
    files.every((a) => !a.includes(`${MEDIA_ACCESS_PARAM}=`)),
    () => `a public video's addresses are signed ← ${files.join(' ')}`,
  );
  await expectFiles('public, stranger', files, true, { holder: 'stranger' });
  const first = await fetchFile(video.iosUrl);
  tally.expect(
    /^public, max-age=\d+$/.test(first.cacheControl),
    () => `public file cache-control ← ${first.cacheControl}`,
  );
  if (store === 's3') {
    tally.expect(
      first.bucketCacheControl === BUCKET_CACHE_CONTROL.public,
      () => `public file, the bucket's cache-control ← ${first.bucketCacheControl}`,
    );
  }

  // Made private: strangers lose even the address they saw; followers get signed ones.
  let changed = Date.now();
  await setPrivate(owner, true);
  revokeHeld('private, stranger', 'stranger', changed);
  await expectFiles('private, stranger, old address', files, false, { since: changed });
  tally.expect(
    (await readVideo(stranger, video.id)) === undefined,
    () => 'private, stranger reads the video',
  );
  const followerCopy = await readVideo(follower, video.id);
  const blockedCopy = await readVideo(blocked, video.id);
  const ownerCopy = await readVideo(owner, video.id);
  const adminCopy = await readVideo(admin, video.id);
  if (!followerCopy || !blockedCopy || !ownerCopy || !adminCopy) {
    throw new Error('someone allowed could not read the private video');
  }
  const followerFiles = addresses(followerCopy);
  const blockedFiles = addresses(blockedCopy);
  tally.expect(
    followerFiles.every((a) => a.includes(`?${MEDIA_ACCESS_PARAM}=`)),
    () => `private video's addresses not signed ← ${followerFiles.join(' ')}`,
  );
  await expectFiles('private, follower', followerFiles, true, { holder: 'follower' });
  await expectFiles('private, blocked person (before the block)', blockedFiles, true, {
    holder: 'blocked',
  });
  await expectFiles('private, owner', addresses(ownerCopy), true, { holder: 'owner' });
  await expectFiles('private, admin', addresses(adminCopy), true);
  const signed = await fetchFile(followerFiles[0] ?? '');
  // On disk the route sends the file; on S3 nobody keeps its redirect, and the bucket's answer
  // carries the route's own caching.
  const signedCaching = `${signed.cacheControl} | ${signed.bucketCacheControl ?? ''}`;
  tally.expect(
    signedCaching ===
      (store === 's3'
        ? `private, no-store | ${BUCKET_CACHE_CONTROL.viewer}`
        : `${MEDIA_CACHE_CONTROL.viewer} | `),
    () => `signed file cache-control ← ${signedCaching}`,
  );

  // Someone else's signature does not open another file, and a forged one opens nothing.
  const [signedVideo = '', signedPoster = ''] = followerFiles;
  const stolen = `${plain(signedPoster)}?${signedVideo.split('?')[1] ?? ''}`;
  await expectFiles('signature moved to another file', [stolen], false);
  const forged = `${plain(signedVideo)}?${MEDIA_ACCESS_PARAM}=${stranger.id}.zzzzzz.${'A'.repeat(43)}`;
  await expectFiles('forged signature', [forged], false);
  await expectFiles('no signature, follower', followerFiles.map(plain), false);

  // The follower stops following: their old (signed) addresses stop working.
  changed = Date.now();
  const unfollow = await target.send({
    method: 'DELETE',
    path: '/api/account/unfollow',
    token: follower.token,
    body: { userId: owner.id },
  });
  expect(unfollow.status).toBe(200);
  revokeHeld('former follower', 'follower', changed);
  await expectFiles('former follower, old address', followerFiles, false, { since: changed });

  // The owner blocks a follower: their old addresses stop working.
  changed = Date.now();
  const block = await target.send({
    method: 'POST',
    path: '/api/account/block',
    token: owner.token,
    body: { userId: blocked.id },
  });
  expect(block.status).toBe(200);
  revokeHeld('blocked person', 'blocked', changed);
  await expectFiles('blocked person, old address', blockedFiles, false, { since: changed });
  await expectFiles('blocked person, plain address', blockedFiles.map(plain), false);

  // Public again, then hidden by an admin: only its owner and admins keep it.
  await setPrivate(owner, false);
  await expectFiles('public again, stranger', files, true, { holder: 'stranger' });
  // A public file is public: the former follower's and the blocked person's old (signed)
  // addresses open it again, as the plain one does for anyone (ADR 0090).
  await expectFiles('public again, former follower, old address', followerFiles, true, {
    publicVideo: true,
  });
  await expectFiles('public again, blocked person, old address', blockedFiles, true, {
    publicVideo: true,
  });
  changed = Date.now();
  const hide = await target.send({
    method: 'PATCH',
    path: '/api/account/admin/content',
    token: admin.token,
    body: { targetType: 'video', targetId: video.id, hidden: true },
  });
  expect(hide.status).toBe(200);
  revokeHeld('hidden, stranger', 'stranger', changed);
  await expectFiles('hidden, stranger, old address', files, false, { since: changed });
  await expectFiles('hidden, former follower, old address', followerFiles, false);
  await expectFiles('hidden, blocked person, old address', blockedFiles, false);
  const hiddenOwner = await readVideo(owner, video.id);
  const hiddenAdmin = await readVideo(admin, video.id);
  if (!hiddenOwner || !hiddenAdmin) throw new Error('owner or admin lost the hidden video');
  await expectFiles('hidden, owner', addresses(hiddenOwner), true, { holder: 'owner' });
  await expectFiles('hidden, admin', addresses(hiddenAdmin), true);
  await expectFiles(
    "hidden, stranger with the owner's address",
    // A copied address stands for its viewer only while that viewer may see the video:
    // the stranger here holds the owner's, who may. Not a defect; the plain one is refused.
    addresses(hiddenOwner).map(plain),
    false,
  );

  // Deleted: nobody, not even its owner's signed address; on S3 the objects are gone, so even
  // the bucket addresses the owner was handed answer nothing at once.
  const ownerHeld = [...(held.get('owner') ?? [])];
  changed = Date.now();
  const gone = await target.send({
    method: 'DELETE',
    path: `/api/video/videos/${video.id}`,
    token: owner.token,
  });
  expect(gone.status).toBe(200);
  revokeHeld('deleted, owner', 'owner', changed);
  for (const url of ownerHeld) {
    const res = await fetchBucket(url);
    tally.expect(
      !servedBytes(res) && res.status >= 400,
      () => `deleted, the bucket still serves the owner's old address (${res.status}) ← ${url}`,
    );
  }
  await expectFiles('deleted, owner, old address', addresses(hiddenOwner), false, {
    since: changed,
  });
  await expectFiles('deleted, stranger, old address', files, false);
  await expectFiles('deleted, former follower, old address', followerFiles, false);
  await expectFiles('deleted, blocked person, old address', blockedFiles, false);

  // A video still processing: its owner sees its thumbnail, nobody else.
  const processing = await shareVideo(target.t, owner, {}, { wait: false });
  const mine = await readVideo(owner, processing.id);
  if (!mine) throw new Error('the owner cannot read their processing video');
  await expectFiles('processing, owner', [mine.thumbUrl], true);
  await expectFiles('processing, stranger', [plain(mine.thumbUrl)], false);

  // S3: the bucket addresses handed out before each change, asked for once they have expired.
  // None may still give a byte; each stopped within REVOKED_WITHIN_MS of its change (above).
  let bucketNote = '';
  if (expiring.length > 0) {
    const last = Math.max(...expiring.map((e) => e.expiry));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, last - Date.now() + 1500)));
    for (const { label, url } of expiring) {
      const res = await fetchBucket(url);
      tally.expect(
        !servedBytes(res) && res.status >= 400,
        () => `${label}: the bucket still serves an old address (${res.status}) ← ${url}`,
      );
    }
    bucketNote = `; ${expiring.length} old bucket addresses dead after their 40 s`;
  }
  if (store === 's3') {
    tally.expect(expiring.length > 0, () => 'no bucket address was handed out to check');
  }

  tally.note = `revoked in ${Math.max(...revocations)} ms at most (${revocations.length} changes)${bucketNote}`;
  tally.write();
  return tally;
}

describe('media files follow their videos', () => {
  describe('on local storage', () => {
    beforeAll(async () => {
      await start('disk');
    });
    afterAll(async () => {
      await target?.close();
    });
    it('serves no byte to anyone who may not see the video, and every byte to those who may', async () => {
      const tally = await scenario();
      expect(tally.defects, tally.report()).toEqual([]);
    });

    // Another server process on the same PostgreSQL database (and media directory) keeps its
    // own decisions for MEDIA_DECISION_TTL_MS and hears nothing of a change made here: it must
    // refuse within a minute all the same. PGlite is one process: nothing to check there.
    it.runIf(ENGINE === 'postgresql')(
      'stops serving in another server process within a minute of the change',
      async () => {
        const tally = new Tally('media', 'revocation in another process');
        const second = await buildApp(target.t.config, {
          database: await openDatabase({ databaseUrl: target.t.config.databaseUrl ?? '' }),
          webDistDir: null,
          logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
        });
        try {
          const author = await createUser(target.t);
          const video = await shareVideo(target.t, author, { caption: 'two processes' });
          const ask = async () =>
            (await second.inject({ method: 'GET', url: video.iosUrl })).statusCode;
          // The other process decides once (public) and keeps that decision.
          tally.expect((await ask()) === 200, () => 'the other process held back a public file');
          const changed = Date.now();
          await setPrivate(author, true);
          let status = await ask();
          while (status === 200 && Date.now() - changed < REVOKED_WITHIN_MS + 5_000) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            status = await ask();
          }
          const took = Date.now() - changed;
          tally.expect(
            status === 404 && took <= REVOKED_WITHIN_MS,
            () => `the other process answered ${status} ${took} ms after the owner went private`,
          );
          tally.note = `refused ${took} ms after the change (decisions kept ${MEDIA_DECISION_TTL_MS} ms)`;
        } finally {
          await second.close();
        }
        tally.write();
        expect(tally.defects, tally.report()).toEqual([]);
      },
    );
  });

  describe('on S3 (the bucket behind the redirect)', () => {
    let objects: ObjectStore | undefined;
    beforeAll(async () => {
      objects = await startObjectStore('flick-security');
      await start('s3', objects);
    });
    afterAll(async () => {
      await target?.close();
      await objects?.close();
    });
    it('serves no byte to anyone who may not see the video, and every byte to those who may', async () => {
      const tally = await scenario();
      expect(tally.defects, tally.report()).toEqual([]);
    });
  });
});
