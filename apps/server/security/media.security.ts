import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_ACCESS_PARAM } from '../src/media/signedAddress';
import { shareVideo } from '../test/content/videos';
import { createUser, type TestUser } from '../test/helpers';
import { Tally } from './support/figures';
import { type HttpAnswer, startTarget, type Target } from './support/server';

// Media files follow the rules of the videos they belong to (docs/security.md#media-files,
// ADR 0090). Every file of a video (rendition, posters, captions) is asked for by a stranger,
// a follower who stops following, the person the owner blocks, the owner and an admin, with
// the addresses each was given (an "old address") and without one (the plain address), before
// and after the video stops being theirs to see: made private, hidden, blocked, deleted.
// A defect is any file byte served to someone who may not see the video, or a file held back
// from someone who may.

const CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nhello\n';

let target: Target;
let owner: TestUser;
let follower: TestUser;
let blocked: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  target = await startTarget();
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
});
afterAll(async () => {
  await target?.close();
});

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

async function fetchFile(address: string): Promise<HttpAnswer & { cacheControl: string }> {
  const res = await target.send({ method: 'GET', path: address });
  return { ...res, cacheControl: String(res.headers?.['cache-control'] ?? '') };
}

/** Whether an answer carries file bytes (anything but a JSON `{ message }` refusal). */
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

describe('media files follow their videos', () => {
  it('serves no byte to anyone who may not see the video, and every byte to those who may', async () => {
    const tally = new Tally('media', 'revocable addresses');
    const revocations: number[] = [];

    /** Asks for each address as `who` and records a defect when the answer is not `allowed`. */
    async function expectFiles(
      label: string,
      list: string[],
      allowed: boolean,
      { since }: { since?: number } = {},
    ): Promise<void> {
      for (const address of list) {
        const res = await fetchFile(address);
        if (allowed) {
          tally.expect(
            res.status === 200 && res.body.length > 0,
            () => `${label}: held back (${res.status}) ← ${address}`,
          );
        } else {
          tally.expect(
            !servedBytes(res) && (res.status === 404 || res.status === 403),
            () => `${label}: served ${res.status} ${res.body.length} bytes ← ${address}`,
          );
          tally.expect(
            /"message"/.test(res.body),
            () => `${label}: refusal is not { message } ← ${res.body.slice(0, 80)}`,
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
    await expectFiles('public, stranger', files, true);
    const first = await fetchFile(video.iosUrl);
    tally.expect(
      /^public, max-age=\d+$/.test(first.cacheControl),
      () => `public file cache-control ← ${first.cacheControl}`,
    );

    // Made private: strangers lose even the address they saw; followers get signed ones.
    let changed = Date.now();
    await setPrivate(owner, true);
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
    await expectFiles('private, follower', followerFiles, true);
    await expectFiles('private, blocked person (before the block)', blockedFiles, true);
    await expectFiles('private, owner', addresses(ownerCopy), true);
    await expectFiles('private, admin', addresses(adminCopy), true);
    const signed = await fetchFile(followerFiles[0] ?? '');
    tally.expect(
      signed.cacheControl === 'private, no-cache',
      () => `signed file cache-control ← ${signed.cacheControl}`,
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
    await expectFiles('blocked person, old address', blockedFiles, false, { since: changed });
    await expectFiles('blocked person, plain address', blockedFiles.map(plain), false);

    // Public again, then hidden by an admin: only its owner and admins keep it.
    await setPrivate(owner, false);
    await expectFiles('public again, stranger', files, true);
    changed = Date.now();
    const hide = await target.send({
      method: 'PATCH',
      path: '/api/account/admin/content',
      token: admin.token,
      body: { targetType: 'video', targetId: video.id, hidden: true },
    });
    expect(hide.status).toBe(200);
    await expectFiles('hidden, stranger, old address', files, false, { since: changed });
    const hiddenOwner = await readVideo(owner, video.id);
    const hiddenAdmin = await readVideo(admin, video.id);
    if (!hiddenOwner || !hiddenAdmin) throw new Error('owner or admin lost the hidden video');
    await expectFiles('hidden, owner', addresses(hiddenOwner), true);
    await expectFiles('hidden, admin', addresses(hiddenAdmin), true);
    await expectFiles(
      "hidden, stranger with the owner's address",
      // A copied address stands for its viewer only while that viewer may see the video:
      // the stranger here holds the owner's, who may. Not a defect; the plain one is refused.
      addresses(hiddenOwner).map(plain),
      false,
    );

    // Deleted: nobody, not even its owner's signed address.
    changed = Date.now();
    const gone = await target.send({
      method: 'DELETE',
      path: `/api/video/videos/${video.id}`,
      token: owner.token,
    });
    expect(gone.status).toBe(200);
    await expectFiles('deleted, owner, old address', addresses(hiddenOwner), false, {
      since: changed,
    });
    await expectFiles('deleted, stranger, old address', files, false);

    // A video still processing: its owner sees its thumbnail, nobody else.
    const processing = await shareVideo(target.t, owner, {}, { wait: false });
    const mine = await readVideo(owner, processing.id);
    if (!mine) throw new Error('the owner cannot read their processing video');
    await expectFiles('processing, owner', [mine.thumbUrl], true);
    await expectFiles('processing, stranger', [plain(mine.thumbUrl)], false);

    tally.note = `revoked in ${Math.max(...revocations)} ms at most (${revocations.length} changes)`;
    tally.write();
    expect(tally.defects, tally.report()).toEqual([]);
  });
});
