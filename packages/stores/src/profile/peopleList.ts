import type { UserSummary } from '@flick/api-types';
import { runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';

/** The observable state of a Settings list of people (blocked, muted accounts). */
export interface PeopleListState {
  users: UserSummary[];
  loading: boolean;
  /** The list could not be read. */
  error: string | null;
  /** Ids whose removal call is in flight. */
  pendingIds: string[];
}

/**
 * Reads the list into `list`; a failure sets its `error` (and, with `toast`, says it in a
 * toast too). `read` answers the items or throws with the server's message.
 */
export async function loadPeople(
  list: PeopleListState,
  ctx: StoreContext,
  read: () => Promise<UserSummary[]>,
  failed: string,
  toast: boolean,
): Promise<void> {
  runInAction(() => {
    list.loading = true;
    list.error = null;
  });
  try {
    const users = await read();
    runInAction(() => {
      list.users = users;
    });
  } catch (error) {
    const message = messageOf(error, failed);
    runInAction(() => {
      list.error = message;
    });
    if (toast) ctx.notify.error(message);
  } finally {
    runInAction(() => {
      list.loading = false;
    });
  }
}

/**
 * Removes `userId` from the list once `remove` (the server's call) succeeds, with a toast
 * either way; a second call for the same id while one is in flight does nothing.
 */
export async function unlistPerson(
  list: PeopleListState,
  ctx: StoreContext,
  userId: string,
  remove: () => Promise<unknown>,
  messages: { done: string; failed: string },
): Promise<boolean> {
  if (list.pendingIds.includes(userId)) return false;
  runInAction(() => {
    list.pendingIds.push(userId);
  });
  try {
    await remove();
    runInAction(() => {
      list.users = list.users.filter((user) => user.id !== userId);
    });
    ctx.notify.success(messages.done);
    return true;
  } catch (error) {
    ctx.notify.error(messageOf(error, messages.failed));
    return false;
  } finally {
    runInAction(() => {
      list.pendingIds = list.pendingIds.filter((id) => id !== userId);
    });
  }
}
