import { type account, type OwnProfile, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { otpMessages, profileMessages } from '../messages';
import { isOtpCode } from '../session/passwordRules';
import type { OtpMethod } from '../session/SessionStore';

/** The fields the edit form may change (PATCH /me). */
export type OwnProfileChanges = NonNullable<
  account.paths['/me']['patch']['requestBody']
>['content']['application/json'];

/** The edit form's fields as typed: every one a string ('' when empty). */
export type OwnProfileForm = {
  [K in keyof Required<Omit<OwnProfileChanges, 'isPrivate' | 'language' | 'federation'>>]: string;
};

/**
 * Fields a user may empty: free text with no required value. Emptying a name, the
 * username, the birthday or the gender means "not changed" — the server
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
  /** A change of the sign-in address waiting for the code sent to the new address. */
  addressChange: { address: string; method: OtpMethod } | null = null;
  /** Where the re-authentication code went (accounts without a password), once sent. */
  currentCodeSentTo: string | null = null;
  /** A call of the address change is in flight. */
  changingAddress = false;
  /** The address change's last error, shown next to its fields. */
  addressError: string | null = null;

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
        this.setProfile(data.data);
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

  /**
   * The language chosen in Settings, kept on the account so its emails and SMS are written in
   * it: PATCH /me `{ language }` (null clears it). Quiet: the app has already switched, so no
   * toast on success; a refusal shows as any failed save does.
   */
  async setLanguage(language: OwnProfileChanges['language']): Promise<boolean> {
    try {
      const { data } = await unwrap(
        this.ctx.api.account.PATCH('/me', { body: { language } }),
        profileMessages.updateFailed,
      );
      runInAction(() => {
        this.setProfile(data.data);
      });
      return true;
    } catch (error) {
      this.fail(messageOf(error, profileMessages.updateFailed));
      return false;
    }
  }

  /**
   * The Settings switch: PATCH /me `{ isPrivate }` (docs/product.md#private-accounts). The
   * switch moves when the server agreed.
   */
  async setPrivate(isPrivate: boolean): Promise<boolean> {
    return this.write(
      () => this.ctx.api.account.PATCH('/me', { body: { isPrivate } }),
      profileMessages.privacyFailed,
      isPrivate ? profileMessages.madePrivate : profileMessages.madePublic,
    );
  }

  /**
   * The Settings switch "Followable from other servers": PATCH /me `{ federation }` (the
   * Federation page of docs/). The switch moves when the server agreed.
   */
  async setFederation(federation: boolean): Promise<boolean> {
    return this.write(
      () => this.ctx.api.account.PATCH('/me', { body: { federation } }),
      profileMessages.privacyFailed,
      federation ? profileMessages.federationOn : profileMessages.federationOff,
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

  /**
   * Accounts without a password (`hasPassword: false`): POST /me/address-change/current-code
   * sends a code to the current address, to be given to `startAddressChange`.
   */
  async sendCurrentAddressCode(): Promise<boolean> {
    return this.addressCall(async () => {
      const { data } = await unwrap(
        this.ctx.api.account.POST('/me/address-change/current-code'),
        profileMessages.addressChangeFailed,
      );
      const sentTo = this.profile?.email ?? this.profile?.phone ?? '';
      runInAction(() => {
        this.currentCodeSentTo = sentTo;
      });
      this.ctx.notify.success(data.message || profileMessages.addressCodeSent);
    });
  }

  /**
   * POST /me/address-change: proves the owner (current password, or the current address's
   * code) and sends a code to the new address; `addressChange` then waits for it.
   */
  async startAddressChange(input: {
    emailPhone: string;
    method: OtpMethod;
    currentPassword?: string;
    currentCode?: string;
  }): Promise<boolean> {
    const emailPhone = input.emailPhone.trim();
    const hasPassword = this.profile?.hasPassword ?? true;
    if (hasPassword && !input.currentPassword) {
      this.failAddress(profileMessages.addressNeedsPassword);
      return false;
    }
    if (!hasPassword && !isSixDigits(input.currentCode)) {
      this.failAddress(profileMessages.addressNeedsCurrentCode);
      return false;
    }
    return this.addressCall(async () => {
      const { data } = await unwrap(
        this.ctx.api.account.POST('/me/address-change', {
          body: {
            email_phone: emailPhone,
            method: input.method,
            ...(hasPassword
              ? { currentPassword: input.currentPassword ?? '' }
              : { currentCode: Number(input.currentCode) }),
          },
        }),
        profileMessages.addressChangeFailed,
      );
      runInAction(() => {
        this.addressChange = { address: emailPhone, method: input.method };
        this.currentCodeSentTo = null;
      });
      this.ctx.notify.success(data.message || profileMessages.addressCodeSent);
    });
  }

  /** POST /me/address-change/confirm with the six digits sent to the new address. */
  async confirmAddressChange(otp: string): Promise<boolean> {
    if (!isSixDigits(otp)) {
      this.failAddress(otpMessages.needSixDigits);
      return false;
    }
    return this.addressCall(async () => {
      const { data } = await unwrap(
        this.ctx.api.account.POST('/me/address-change/confirm', { body: { otp: Number(otp) } }),
        profileMessages.addressChangeFailed,
      );
      runInAction(() => {
        this.setProfile(data.data);
        this.addressChange = null;
      });
      this.ctx.notify.success(data.message || profileMessages.addressChanged);
    });
  }

  /** Drops the change waiting for its code (the server's expires on its own). */
  cancelAddressChange(): void {
    this.addressChange = null;
    this.currentCodeSentTo = null;
    this.addressError = null;
  }

  private async addressCall(call: () => Promise<void>): Promise<boolean> {
    this.changingAddress = true;
    this.addressError = null;
    try {
      await call();
      return true;
    } catch (error) {
      this.failAddress(messageOf(error, profileMessages.addressChangeFailed));
      return false;
    } finally {
      runInAction(() => {
        this.changingAddress = false;
      });
    }
  }

  private failAddress(message: string): void {
    runInAction(() => {
      this.addressError = message;
    });
    this.ctx.notify.error(message);
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
        this.setProfile(data.data);
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

  /**
   * The own profile as the server answered: kept here for the settings, and merged into the
   * person's one model (ADR 0126) so a new name, picture or privacy shows on every screen.
   */
  private setProfile(profile: OwnProfile): void {
    this.profile = profile;
    this.ctx.users.upsert(profile);
  }

  private fail(message: string): void {
    this.error = message;
    this.ctx.notify.error(message);
  }
}

/** Exactly six digits (docs/product.md#otp-screens). */
function isSixDigits(value: string | undefined): value is string {
  return value !== undefined && isOtpCode(value);
}
