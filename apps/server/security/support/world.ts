import { fixture, multipartBody } from '../../test/content/multipart';
import { shareVideo } from '../../test/content/videos';
import { createUser, type TestApp, type TestUser } from '../../test/helpers';

/** A small world to attack: a victim with a video, a comment, a follower; an attacker. */
export interface World {
  victim: TestUser;
  attacker: TestUser;
  videoId: string;
  commentId: string;
  /** A stored media file name of the victim's. */
  mediaName: string;
  hashtag: string;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const victim = await createUser(t);
  const attacker = await createUser(t);
  const video = await shareVideo(t, victim, { caption: 'sunset on the pier #sunset' });
  const comment = await t.inject({
    method: 'POST',
    url: '/api/video/comment',
    token: victim.token,
    payload: { videoId: video.id, videoUserId: victim.id, comment: 'first%20comment' },
  });
  if (comment.statusCode !== 201) throw new Error(`comment failed: ${comment.body}`);
  await t.inject({
    method: 'POST',
    url: '/api/account/follow',
    token: attacker.token,
    payload: { userId: victim.id },
  });
  return {
    victim,
    attacker,
    videoId: video.id,
    commentId: (comment.json() as { data: { id: string } }).data.id,
    mediaName: video.thumbUrl.split('/').pop() ?? '',
    hashtag: 'sunset',
  };
}

/** Values for the contract's path parameters, pointing at the victim's things. */
export function pathValues(world: World): Record<string, string> {
  return {
    userId: world.victim.id,
    videoId: world.videoId,
    commentId: world.commentId,
    name: world.mediaName,
    hashtag: world.hashtag,
    provider: 'nope',
  };
}

/** A body field → the victim's id it should carry. */
export function bodyIds(world: World): Record<string, string> {
  return {
    userId: world.victim.id,
    videoUserId: world.victim.id,
    videoId: world.videoId,
    commentId: world.commentId,
  };
}

/** A well-formed one-file multipart body (a JPEG thumbnail). */
export function thumbMultipart(): { payload: Buffer; headers: Record<string, string> } {
  return multipartBody({
    filename: 'thumb.jpg',
    contentType: 'image/jpeg',
    data: fixture('thumb.jpg'),
  });
}
