import { type account, type OwnProfile, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import { messageOf, type StoreContext } from '../context';
import { profileMessages } from '../messages';

/** The fields the edit form may change (PATCH /me). */
export type OwnProfileChanges = NonNullable<
  account.paths['/me']['patch']['requestBody']
>['content']['application/json'];

/** The edit form's fields as typed: every one a string ('' when empty). */
export type OwnProfileForm = { [K in keyof Required<OwnProfileChanges>]: string };

/**
 * Fields a user may empty: free text with no required value. Emptying a name, the
 * username, the birthday, the gender or the email means "not changed" — the server
 * requires a value there.
 */
const CLEARABLE_FIELDS: ReadonlySet<keyof OwnProfileForm> = new Set(['aboutMe']);

/**
 * Only the fields the user changed, trimmed (PATCH /me takes just those). An emptied
 * "About me" is sent as '' so it clears; other emptied fields are left out.
 */
export function changedProfileFields(
  initial: OwnProfileForm,
  values: OwnProfileForm,
): OwnProfileChanges {
  const changes: Record<string, string> = {};
  for (const key of Object.keys(values) as Array<keyof OwnProfileForm>) {
    const value = values[key].trim();
    if (value === initial[key].trim()) continue;
    if (value === '' && !CLEARABLE_FIELDS.has(key)) continue;
    changes[key] = value;
  }
  return changes as OwnProfileChanges;
}

/** /setting/edit: the caller's own profile (GET/PATCH /me, PUT/DELETE /me/photo). */
export class OwnProfileStore {
  profile: OwnProfile | null = null;
  loading = false;
  saving = false;
  error: string | null = null;
  /** The change-photo menu ('Remove Current Photo', 'Upload Photo', 'Cancel'). */
  photoMenuOpen = false;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  /** GET /me. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(this.ctx.api.account.GET('/me'), profileMessages.fetchFailed);
      runInAction(() => {
        this.profile = data.data;
      });
    } catch (error) {
      this.fail(messageOf(error, profileMessages.fetchFailed));
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** PATCH /me with only the changed fields. */
  async save(changes: OwnProfileChanges): Promise<boolean> {
    if (Object.keys(changes).length === 0) return true;
    return this.write(
      () => this.ctx.api.account.PATCH('/me', { body: changes }),
      profileMessages.updateFailed,
      profileMessages.updated,
    );
  }

  /** PUT /me/photo (multipart, field `file`). */
  async uploadPhoto(photo: Blob, fileName = 'photo'): Promise<boolean> {
    this.photoMenuOpen = false;
    const form = new FormData();
    form.append('file', photo, fileName);
    return this.write(
      // openapi-fetch passes a FormData body through untouched (the browser sets the boundary).
      () => this.ctx.api.account.PUT('/me/photo', { body: form as unknown as { file: string } }),
      profileMessages.photoFailed,
      profileMessages.photoUpdated,
    );
  }

  /** DELETE /me/photo (back to the default picture). */
  async removePhoto(): Promise<boolean> {
    this.photoMenuOpen = false;
    return this.write(
      () => this.ctx.api.account.DELETE('/me/photo'),
      profileMessages.photoFailed,
      profileMessages.photoRemoved,
    );
  }

  setPhotoMenuOpen(open: boolean): void {
    this.photoMenuOpen = open;
  }

  private async write(
    call: () => Promise<{ data?: { data: OwnProfile }; error?: unknown; response: Response }>,
    failText: string,
    doneText: string,
  ): Promise<boolean> {
    this.saving = true;
    this.error = null;
    try {
      const { data } = await unwrap(call(), failText);
      runInAction(() => {
        this.profile = data.data;
      });
      this.ctx.notify.success(doneText);
      return true;
    } catch (error) {
      this.fail(messageOf(error, failText));
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private fail(message: string): void {
    this.error = message;
    this.ctx.notify.error(message);
  }
}
