import { isForeignKeyViolation } from '../../platform/http/errors';

/**
 * Runs a write on a video or comment that was found a moment ago. When it was deleted in
 * between (on PostgreSQL a concurrent delete can commit after the lookup), the write's key
 * check fails: that is the same as not finding it, so the answer is no rows (the caller's
 * 404), not a server error.
 */
export async function unlessGone<R>(write: Promise<{ rows: R[] }>): Promise<{ rows: R[] }> {
  try {
    return await write;
  } catch (err) {
    if (isForeignKeyViolation(err)) return { rows: [] };
    throw err;
  }
}
