import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../platform/http/errors';
import { formFile } from '../../../platform/media/formFile';
import { IMAGE_SIZES } from '../../../platform/media/images';
import { ingestFile, mediaUrl } from '../../../platform/media/index';
import { USER_BLOCKED, USER_UNBLOCKED } from '../../../rules/visibility/blockAnswers';
import { route } from '../route';
import { replaceProfilePicture } from './profile.repository';
import {
  block,
  getOwnProfile,
  getProfile,
  listBlocked,
  unblock,
  updateOwnProfile,
} from './profile.service';

/** Largest profile photo accepted. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const MEDIA_PREFIX = mediaUrl('');

/** Profiles, the caller's own account and blocking. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getUserProfile', async (request) => ({
    data: await getProfile(app.db, request.params.userId, request.userId),
  }));

  route(app, 'getOwnProfile', async (request) => ({
    data: await getOwnProfile(app.db, request.userId),
  }));

  route(app, 'updateOwnProfile', async (request) => {
    const data = await updateOwnProfile(app.db, request.userId, request.body);
    // The feed's first page reuses owners' names for a second (ADR 0009): told before the
    // answer, so this process never shows the old name. Going private also takes the
    // account's videos off the shared page at once (ADR 0050). Turning federation off tells
    // remote followers (ADR 0152).
    const body = request.body;
    if (
      'userName' in body ||
      'firstName' in body ||
      'lastName' in body ||
      'isPrivate' in body ||
      'federation' in body
    ) {
      await app.events.emit('userChanged', { userId: request.userId });
    }
    return { data };
  });

  route(app, 'uploadProfilePhoto', async (request) => {
    const file = await formFile(request, PHOTO_MAX_BYTES);
    if (file.fieldname !== 'file') {
      file.file.resume();
      throw badRequest("Send the photo in the form field 'file'.");
    }
    // Checks the bytes (JPEG, PNG or WebP), 413 when over the limit, stores under a new name.
    const stored = await ingestFile(file.file, {
      storage: app.media,
      tmpDir: app.mediaScratchDir,
      kind: 'image',
      maxBytes: PHOTO_MAX_BYTES,
      imageSide: IMAGE_SIZES.avatarSide,
    });
    const old = await replaceProfilePicture(app.db, request.userId, mediaUrl(stored.name));
    await app.events.emit('userChanged', { userId: request.userId });
    await removeStoredPhoto(app, old);
    return { data: await getOwnProfile(app.db, request.userId) };
  });

  route(app, 'removeProfilePhoto', async (request) => {
    const old = await replaceProfilePicture(app.db, request.userId, null);
    await app.events.emit('userChanged', { userId: request.userId });
    await removeStoredPhoto(app, old);
    return { data: await getOwnProfile(app.db, request.userId) };
  });

  route(app, 'block', async (request) => {
    await block(app.db, request.userId, request.body.userId);
    await app.events.emit('relationChanged', {
      userId: request.userId,
      otherId: request.body.userId,
    });
    return { message: USER_BLOCKED };
  });

  route(app, 'getBlockedUsers', async (request) => ({
    data: { Items: await listBlocked(app.db, request.userId) },
  }));

  route(app, 'unblock', async (request) => {
    await unblock(app.db, request.userId, request.body.userId);
    await app.events.emit('relationChanged', {
      userId: request.userId,
      otherId: request.body.userId,
    });
    return { message: USER_UNBLOCKED };
  });
}

/** Deletes a photo we stored earlier (seeded or uploaded); other addresses are left alone. */
async function removeStoredPhoto(app: FastifyInstance, address: string | null): Promise<void> {
  if (!address?.startsWith(MEDIA_PREFIX)) return;
  try {
    await app.media.delete(address.slice(MEDIA_PREFIX.length));
  } catch (err) {
    app.log.warn({ err }, 'could not delete an old profile photo');
  }
}
