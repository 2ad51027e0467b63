import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  durationSeconds,
  parseRemoteComment,
  parseRemoteVideo,
  withoutLeadingMention,
} from './remoteObjects';

// docs/federation.md: remote objects as Flick reads them. The fixtures are written from
// Mastodon's and PeerTube's ActivityPub documentation.
const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../test/fixtures/federation/${name}.json`, import.meta.url),
      'utf8',
    ),
  );

describe('remote objects', () => {
  it('reads a Mastodon Note with a video attachment as a video', () => {
    expect(parseRemoteVideo(fixture('mastodon-note-video'))).toEqual({
      ok: true,
      value: {
        objectIri: 'https://mastodon.example/users/alice/statuses/113500000000000001',
        authorIri: 'https://mastodon.example/users/alice',
        pageUrl: 'https://mastodon.example/@alice/113500000000000001',
        videoUrl:
          'https://files.mastodon.example/media_attachments/files/113/500/000/original/a1b2c3.mp4',
        posterUrl:
          'https://files.mastodon.example/media_attachments/files/113/500/000/original/a1b2c3.jpg',
        caption: 'Sunset at the pier #surf & #Waves',
        hashtags: ['surf', 'waves'],
        durationSeconds: null,
        sensitive: true,
        publishedAt: new Date('2026-11-20T10:00:00Z'),
      },
    });
  });

  it('reads a PeerTube Video: its 720p file, the larger poster, the title and description', () => {
    const parsed = parseRemoteVideo(fixture('peertube-video'));
    expect(parsed).toEqual({
      ok: true,
      value: {
        objectIri: 'https://peertube.example/videos/watch/9c9de5e8-0a1e-484a-b099-e80766180a6d',
        authorIri: 'https://peertube.example/accounts/bruno',
        pageUrl: 'https://peertube.example/w/kRXyX4aUvTzu8dTQY2cL5Z',
        videoUrl:
          'https://peertube.example/static/web-videos/9c9de5e8-0a1e-484a-b099-e80766180a6d-720.mp4',
        posterUrl:
          'https://peertube.example/lazy-static/previews/9c9de5e8-0a1e-484a-b099-e80766180a6d.jpg',
        caption: 'Kickflip down the stairs\nFirst try on the new board #skate',
        hashtags: ['skate', 'street'],
        durationSeconds: 42,
        sensitive: false,
        publishedAt: new Date('2026-11-21T08:30:00.000Z'),
      },
    });
  });

  it('reads Mastodon and PeerTube replies as comments, stored URI-encoded', () => {
    const mastodon = parseRemoteComment(fixture('mastodon-reply'));
    expect(mastodon).toMatchObject({
      ok: true,
      value: {
        objectIri: 'https://mastodon.example/users/alice/statuses/113500000000000002',
        authorIri: 'https://mastodon.example/users/alice',
        inReplyTo: 'https://flick.example/watch/0d6f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e5f',
        plain: '@bob What a ride!\nWhich beach is this?',
        publishedAt: new Date('2026-11-22T09:15:00Z'),
      },
    });
    if (mastodon.ok) expect(decodeURIComponent(mastodon.value.comment)).toBe(mastodon.value.plain);
    expect(parseRemoteComment(fixture('peertube-comment'))).toMatchObject({
      ok: true,
      value: {
        authorIri: 'https://peertube.example/accounts/bruno',
        plain: 'Clean landing, well done',
        comment: 'Clean%20landing%2C%20well%20done',
      },
    });
  });

  it("drops a reply's opening mention of the video's owner, and only that", () => {
    const parsed = parseRemoteComment(fixture('mastodon-reply'));
    if (!parsed.ok) throw new Error(parsed.reason);
    const owner = ['@bob@flick.example', '@bob'];
    const reply = withoutLeadingMention(parsed.value, owner);
    expect(reply.plain).toBe('What a ride!\nWhich beach is this?');
    expect(decodeURIComponent(reply.comment)).toBe(reply.plain);
    const full = { ...parsed.value, plain: '@BOB@flick.example  thanks' };
    expect(withoutLeadingMention(full, owner).plain).toBe('thanks');
    // Someone else's name, a longer name, a mention later on, or nothing but the mention: kept.
    for (const plain of ['@ana thanks', '@bobby thanks', 'thanks @bob', '@bob']) {
      expect(withoutLeadingMention({ ...parsed.value, plain }, owner).plain).toBe(plain);
    }
  });

  it('refuses malformed objects with a reason, without throwing', () => {
    const note = fixture('mastodon-note-video');
    const peertube = fixture('peertube-video');
    const reply = fixture('mastodon-reply');
    const refused = [
      parseRemoteVideo(null),
      parseRemoteVideo('a string'),
      parseRemoteVideo({ ...note, type: 'Article' }),
      parseRemoteVideo({ ...note, attachment: [] }),
      parseRemoteVideo({ ...note, id: 'javascript:alert(1)' }),
      parseRemoteVideo({ ...note, attributedTo: [] }),
      parseRemoteVideo({
        ...peertube,
        url: [{ type: 'Link', mediaType: 'text/html', href: 'https://x.example/' }],
      }),
      parseRemoteVideo({ ...peertube, published: 'yesterday' }),
      parseRemoteComment({ ...reply, inReplyTo: null }),
      parseRemoteComment({ ...reply, content: '<p> </p>' }),
      parseRemoteComment({ ...reply, content: `<p>${'€'.repeat(1000)}</p>` }),
      parseRemoteComment({ ...reply, attributedTo: 42 }),
    ];
    for (const result of refused) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/\S/);
    }
  });

  it('reads ISO 8601 durations', () => {
    expect(durationSeconds('PT42S')).toBe(42);
    expect(durationSeconds('PT1M5.5S')).toBe(65.5);
    expect(durationSeconds('PT1H')).toBe(3600);
    expect(durationSeconds('soon')).toBeNull();
    expect(durationSeconds(undefined)).toBeNull();
  });
});
