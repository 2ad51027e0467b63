// When a video goes out (docs/product.md#drafts-and-scheduled-videos): the limits and sentences
// the server answers with and the upload dialog checks before sending, in one place.

/** How far ahead a video may be scheduled. */
export const MAX_SCHEDULE_DAYS = 30;
export const PUBLISH_AT_PAST = 'Choose a time in the future to schedule the video.';
export const PUBLISH_AT_TOO_FAR = `A video can be scheduled at most ${MAX_SCHEDULE_DAYS} days ahead.`;
export const PUBLISH_AT_MISSING = 'Choose when the scheduled video goes out.';
export const PUBLISH_AT_UNASKED = 'publishAt is sent only with publication scheduled.';
export const ALREADY_POSTED = 'This video is already posted.';

/** The latest time a video scheduled at `now` may go out. */
export function latestPublishAt(now: Date): Date {
  return new Date(now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000);
}

/**
 * Why `at` cannot be a scheduled video's time at `now` (one of the sentences above), or null
 * when it can: a real instant, in the future, at most `MAX_SCHEDULE_DAYS` ahead.
 */
export function publishAtProblem(at: Date | null, now: Date): string | null {
  if (!at || Number.isNaN(at.getTime())) return PUBLISH_AT_MISSING;
  if (at.getTime() <= now.getTime()) return PUBLISH_AT_PAST;
  if (at.getTime() > latestPublishAt(now).getTime()) return PUBLISH_AT_TOO_FAR;
  return null;
}
