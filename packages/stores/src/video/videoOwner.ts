import type { Video } from '@flick/api-types';

/** Only a video's owner may edit it (docs/product.md#editing-a-video). */
export function canEditVideo(video: Pick<Video, 'userId'>, userId: string | null): boolean {
  return userId !== null && video.userId === userId;
}
