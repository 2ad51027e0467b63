import type { StoragePort } from '../ports';

/**
 * The session-storage key of the unsent comments (docs/product.md#comments): one person's
 * drafts at a time, by video id, as `{ "userId": "…", "drafts": { "<videoId>": "text" } }`.
 * Session storage keeps them through a reload and through an ended session's trip to
 * /login, in this tab only (ADR 0081).
 */
export const commentDraftsKey = 'comment_drafts';

interface StoredDrafts {
  userId: string;
  drafts: Record<string, string>;
}

function readStored(storage: StoragePort): StoredDrafts | null {
  const raw = storage.getItem(commentDraftsKey);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { userId, drafts } = parsed as Partial<StoredDrafts>;
    if (typeof userId !== 'string' || typeof drafts !== 'object' || drafts === null) return null;
    return { userId, drafts };
  } catch {
    // Something else wrote the key: treat it as no drafts; the next write replaces it.
    return null;
  }
}

/** The text `userId` left unsent on `videoId`, or '' (always '' when nobody is signed in). */
export function readCommentDraft(
  storage: StoragePort,
  userId: string | null,
  videoId: string,
): string {
  if (!userId) return '';
  const stored = readStored(storage);
  if (stored?.userId !== userId) return '';
  const text = stored.drafts[videoId];
  return typeof text === 'string' ? text : '';
}

/**
 * Keeps `text` as `userId`'s draft on `videoId`; blank text forgets it. Drafts of anyone
 * else are dropped: only the signed-in person's are ever kept.
 */
export function writeCommentDraft(
  storage: StoragePort,
  userId: string | null,
  videoId: string,
  text: string,
): void {
  if (!userId) return;
  const stored = readStored(storage);
  const drafts = stored?.userId === userId ? { ...stored.drafts } : {};
  if (text.trim() === '') delete drafts[videoId];
  else drafts[videoId] = text;
  if (Object.keys(drafts).length === 0) storage.removeItem(commentDraftsKey);
  else storage.setItem(commentDraftsKey, JSON.stringify({ userId, drafts }));
}

/** Someone signed in: drafts another person left in this tab go. */
export function keepCommentDraftsOf(storage: StoragePort, userId: string): void {
  const stored = readStored(storage);
  if (stored === null || stored.userId !== userId) storage.removeItem(commentDraftsKey);
}

/** Logout (or a deleted account): every draft goes. */
export function clearCommentDrafts(storage: StoragePort): void {
  storage.removeItem(commentDraftsKey);
}
