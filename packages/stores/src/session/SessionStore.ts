import { fieldRules, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf, statusOf } from '../failures';
import { otpMessages, sessionMessages } from '../messages';
import { clearCommentDrafts, keepCommentDraftsOf } from '../video/commentDrafts';
import { fieldError, isOtpCode, OTP_LENGTH, passwordError } from './passwordRules';
import { type SignInProvider, signInProviders } from './signInProviders';

import { isSignedIn, storageKeys } from './storageKeys';

export { storageKeys };

/** The session-storage key that keeps the verified-OTP ticket across a reload mid-flow. */
export const ticketKey = 'otp_ticket';

/**
 * The session-storage key that keeps where a sign-up goes once done (a shared video's page)
 * across the flow's steps and a reload mid-flow; without it, the feed.
 */
export const signUpReturnKey = 'signup_return';

/** The sign-up flow's red error text clears after this long (docs/product.md#otp-screens). */
export const SIGNUP_ERROR_MS = 3000;

/** How the OTP reaches the user. */
export type OtpMethod = 'email' | 'phone';
/** Which flow an OTP screen belongs to: sign-up (/verify-otp) or reset (/otp-verification). */
export type OtpFlow = 'signup' | 'reset';

/**
 * The signed-in session and the sign-up, sign-in and password flows (docs/product.md#sign-in,
 * docs/product.md#sign-up, docs/product.md#password-reset, docs/product.md#otp-screens).
 */
export class SessionStore {
  token: string | null;
  userId: string | null;
  emailPhone: string | null;
  otpMethod: OtpMethod | null;
  /** The OTP as typed: digits only, at most six. */
  otp = '';
  /** The OTP screen's error text (red text in the sign-up flow). */
  otpError: string | null = null;
  /** An error from a login, sign-up or password step. */
  error: string | null = null;
  /** True while any call of a flow is in flight. */
  submitting = false;
  resending = false;
  /**
   * True once the server refused the stored token (it expired or was revoked): the web app
   * then sends the user to /login with the page they were on. Signing in clears it.
   */
  ended = false;
  /** The social sign-in providers the server is configured for; empty until loaded or when none. */
  providers: SignInProvider[] = [];
  private ticket: string | null;
  private otpErrorTimer: unknown;
  /** True while this page's own logout is in flight (nothing renders from it). */
  private leaving = false;

  constructor(private readonly ctx: StoreContext) {
    this.token = ctx.storage.getItem(storageKeys.token);
    this.userId = ctx.storage.getItem(storageKeys.userId);
    this.emailPhone = ctx.storage.getItem(storageKeys.emailPhone);
    const method = ctx.storage.getItem(storageKeys.otpMethod);
    this.otpMethod = method === 'email' || method === 'phone' ? method : null;
    this.ticket = ctx.sessionStorage.getItem(ticketKey);
    makeAutoObservable<this, 'ctx' | 'otpErrorTimer' | 'leaving'>(this, {
      ctx: false,
      otpErrorTimer: false,
      leaving: false,
    });
  }

  /** Protected routes show only while a token is stored (docs/product.md#signed-in-routes). */
  get isAuthenticated(): boolean {
    return isSignedIn(this.token);
  }

  /** Next is enabled only at exactly six digits (docs/product.md#otp-screens). */
  get canSubmitOtp(): boolean {
    return isOtpCode(this.otp);
  }

  /** Whether a verified OTP ticket is held for the next step. */
  get hasTicket(): boolean {
    return this.ticket !== null;
  }

  /** Keeps only digits, at most six. */
  setOtp(value: string): void {
    this.otp = value.replace(/\D/g, '').slice(0, OTP_LENGTH);
  }

  /**
   * Sign-up start: POST /register, then /verify-otp. The flow ends on `returnTo` (the page that
   * sent the visitor to sign up, e.g. a shared video's), else on /reels.
   */
  async register(emailPhone: string, method: OtpMethod, returnTo = '/reels'): Promise<boolean> {
    return this.step(async () => {
      await unwrap(
        this.ctx.api.account.POST('/register', { body: { email_phone: emailPhone, method } }),
        sessionMessages.failed,
      );
      this.rememberAddress(emailPhone, method);
      this.ctx.sessionStorage.setItem(signUpReturnKey, returnTo);
      this.ctx.navigate('/verify-otp');
    });
  }

  /** Reset start: POST /forgot-password, then /otp-verification. */
  async forgotPassword(emailPhone: string, method: OtpMethod): Promise<boolean> {
    return this.step(async () => {
      await unwrap(
        this.ctx.api.account.POST('/forgot-password', {
          body: { email_phone: emailPhone, method },
        }),
        sessionMessages.failed,
      );
      this.rememberAddress(emailPhone, method);
      this.ctx.navigate('/otp-verification');
    });
  }

  /**
   * POST /verifyOTP with the OTP as a number. On success keeps the ticket and moves on
   * (/password-name or /reset-password); on failure shows the server's message, else
   * `Invalid OTP` (400), `OTP verification failed` (another answer) or
   * `Unexpected error occurred` (no answer). docs/product.md#otp-screens.
   */
  async verifyOtp(flow: OtpFlow): Promise<boolean> {
    if (!this.canSubmitOtp) {
      // The sign-up Next button is disabled below six digits; the reset flow says why.
      if (flow === 'reset') this.showOtpError(flow, otpMessages.needSixDigits);
      return false;
    }
    const emailPhone = this.emailPhone ?? '';
    this.submitting = true;
    this.otpError = null;
    try {
      const { data, status } = await unwrap(
        this.ctx.api.account.POST('/verifyOTP', {
          body: { email_phone: emailPhone, otp: Number(this.otp) },
        }),
        otpMessages.verifyFailed,
      );
      if (status !== 200 || !data?.data?.ticket) {
        runInAction(() => this.showOtpError(flow, otpMessages.verifyFailed));
        return false;
      }
      runInAction(() => {
        this.setTicket(data.data.ticket);
        this.otp = '';
      });
      this.ctx.notify.success(otpMessages.verified);
      this.ctx.navigate(flow === 'signup' ? '/password-name' : '/reset-password');
      return true;
    } catch (error) {
      const status = statusOf(error);
      const fallback =
        status === 400
          ? otpMessages.invalid
          : status === 0
            ? otpMessages.unexpected
            : otpMessages.verifyFailed;
      runInAction(() => this.showOtpError(flow, messageOf(error, fallback)));
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** POST /getOtp for the stored address. Resend texts: docs/product.md#otp-screens. */
  async resendOtp(flow: OtpFlow): Promise<boolean> {
    this.resending = true;
    try {
      await unwrap(
        this.ctx.api.account.POST('/getOtp', {
          body: { email_phone: this.emailPhone ?? '', purpose: flow },
        }),
        otpMessages.resendFailed,
      );
      this.ctx.notify.success(otpMessages.resent);
      return true;
    } catch (error) {
      const fallback =
        statusOf(error) === 0 ? otpMessages.resendNoAnswer : otpMessages.resendFailed;
      this.ctx.notify.error(messageOf(error, fallback));
      return false;
    } finally {
      runInAction(() => {
        this.resending = false;
      });
    }
  }

  /**
   * Sign-up step 2: POST /password-name with the ticket and the names trimmed, then
   * /dob-username. Names and password the server would refuse are refused here first, in the
   * contract's words, without a call.
   */
  async setPasswordName(password: string, firstName: string, lastName: string): Promise<boolean> {
    const ticket = this.requireTicket();
    if (!ticket) return false;
    const first = firstName.trim();
    const last = lastName.trim();
    const refusal =
      fieldError(fieldRules.FirstName, first) ??
      fieldError(fieldRules.LastName, last) ??
      passwordError(password);
    if (refusal) return this.refuse(refusal);
    return this.step(async () => {
      await unwrap(
        this.ctx.api.account.POST('/password-name', {
          body: { ticket, password, firstName: first, lastName: last },
        }),
        sessionMessages.failed,
      );
      this.ctx.navigate('/dob-username');
    });
  }

  /**
   * Sign-up step 3: POST /dob-username; the 201 answer signs in and goes where `register` was
   * told (/reels unless a page sent the visitor). A username the server would refuse is
   * refused here first, in the contract's words, without a call.
   */
  async setDobUsername(dateOfBirth: string, userName: string): Promise<boolean> {
    const ticket = this.requireTicket();
    if (!ticket) return false;
    const refusal = fieldError(fieldRules.UserName, userName);
    if (refusal) return this.refuse(refusal);
    return this.step(async () => {
      const { data } = await unwrap(
        this.ctx.api.account.POST('/dob-username', { body: { ticket, dateOfBirth, userName } }),
        sessionMessages.failed,
      );
      this.signIn(data.data.token, data.data.user_id);
      this.setTicket(null);
      const returnTo = this.ctx.sessionStorage.getItem(signUpReturnKey) ?? '/reels';
      this.ctx.sessionStorage.removeItem(signUpReturnKey);
      this.ctx.navigate(returnTo);
    });
  }

  /** POST /login; goes to `returnTo` (the origin of a redirect to /login) or /reels. */
  async login(emailPhone: string, password: string, returnTo = '/reels'): Promise<boolean> {
    return this.step(async () => {
      const { data } = await unwrap(
        this.ctx.api.account.POST('/login', { body: { email_phone: emailPhone, password } }),
        sessionMessages.failed,
      );
      this.signIn(data.data.token, data.data.user_id);
      this.ctx.navigate(returnTo);
    });
  }

  /**
   * Loads the configured social sign-in providers (GET /oidc/providers). A failure leaves
   * the list empty: the landing page then simply shows no social buttons.
   */
  async loadProviders(): Promise<void> {
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/oidc/providers'),
        sessionMessages.failed,
      );
      runInAction(() => {
        this.providers = signInProviders(this.ctx.hosts.account, data.data.providers);
      });
    } catch (error) {
      this.ctx.logger.error('Loading sign-in providers failed', error);
    }
  }

  /** Social sign-in: trades the callback's one-time code (POST /oidc/exchange). */
  async exchangeOidcCode(code: string, returnTo = '/reels'): Promise<boolean> {
    return this.step(async () => {
      const { data } = await unwrap(
        this.ctx.api.account.POST('/oidc/exchange', { body: { code } }),
        sessionMessages.failed,
      );
      this.signIn(data.data.token, data.data.user_id);
      this.ctx.navigate(returnTo);
    });
  }

  /** Reset step 3: POST /reset-password with the ticket, then /login. */
  async resetPassword(password: string): Promise<boolean> {
    const ticket = this.requireTicket();
    if (!ticket) return false;
    const refusal = passwordError(password);
    if (refusal) return this.refuse(refusal);
    return this.step(async () => {
      await unwrap(
        this.ctx.api.account.POST('/reset-password', { body: { ticket, password } }),
        sessionMessages.failed,
      );
      this.setTicket(null);
      this.ctx.notify.success(sessionMessages.passwordReset);
      this.ctx.navigate('/login');
    });
  }

  /** The account deletion's refusal (the server's message), shown in its dialog. */
  deleteError: string | null = null;
  /** The account deletion is in flight. */
  deleting = false;

  /**
   * Settings → Delete account (docs/product.md#account-deletion): DELETE /me with the
   * current password, or for an account without one the code sent to its address. On
   * success the local session ends like a logout, `Your account has been deleted.` is shown
   * and the app goes to /. On failure the server's message stays in `deleteError`.
   */
  async deleteAccount(proof: { password: string } | { code: string }): Promise<boolean> {
    if (this.deleting) return false;
    this.deleting = true;
    this.deleteError = null;
    try {
      await unwrap(
        this.ctx.api.account.DELETE('/me', {
          body:
            'password' in proof
              ? { currentPassword: proof.password }
              : { currentCode: Number(proof.code) },
        }),
        sessionMessages.deleteFailed,
      );
    } catch (error) {
      runInAction(() => {
        this.deleting = false;
        this.deleteError = messageOf(error, sessionMessages.deleteFailed);
      });
      return false;
    }
    runInAction(() => {
      this.deleting = false;
      this.clearLocalSession();
    });
    clearCommentDrafts(this.ctx.sessionStorage);
    this.ctx.sessionEnded();
    this.ctx.notify.success(sessionMessages.accountDeleted);
    this.ctx.navigate('/');
    return true;
  }

  /** The delete dialog opens or closes: it starts with no error. */
  clearDeleteError(): void {
    this.deleteError = null;
  }

  /** /setting/change-password: POST /change-password. */
  async changePassword(currentPassword: string, newPassword: string): Promise<boolean> {
    const refusal = passwordError(newPassword);
    if (refusal) return this.refuse(refusal);
    return this.step(async () => {
      await unwrap(
        this.ctx.api.account.POST('/change-password', { body: { currentPassword, newPassword } }),
        sessionMessages.failed,
      );
      this.ctx.notify.success(sessionMessages.passwordChanged);
    });
  }

  /**
   * Logout (docs/product.md#logout-dialog): revokes the token on the server (best effort), then
   * clears the token, the user id, all local storage and the unsent comments, says
   * `Logged out successfully!` and goes to /.
   */
  async logout(): Promise<void> {
    // The server ends this session's stream as it logs out (its `ended` event), maybe before
    // the answer comes: that is this logout, not a session ended elsewhere.
    this.leaving = true;
    try {
      await unwrap(this.ctx.api.account.POST('/logout'), sessionMessages.failed);
    } catch (error) {
      // The local session ends either way; a dead token on the server is harmless.
      this.ctx.logger.error('Logout call failed', error);
    } finally {
      this.leaving = false;
    }
    runInAction(() => this.clearLocalSession());
    clearCommentDrafts(this.ctx.sessionStorage);
    this.ctx.sessionEnded();
    this.ctx.notify.success(sessionMessages.loggedOut);
    this.ctx.navigate('/');
  }

  /**
   * The server refused the stored token (any host answered 401, or the notification stream
   * did): the session is over. Clears it like logout, but once only — later 401s of calls
   * already in flight with the same token find no session and change nothing — and says
   * `Your session has ended. Please log in again.` instead of going to /. Unsent comments
   * stay: signing in again as the same person finds them (docs/product.md#comments).
   */
  endSession(): void {
    // A logout or an account deletion under way ends the session its own way.
    if (!this.isAuthenticated || this.leaving || this.deleting) return;
    this.clearLocalSession();
    this.ended = true;
    this.ctx.sessionEnded();
    // It explains the move to /login that follows: it stays there (ADR 0100).
    this.ctx.notify.error(sessionMessages.ended, { keep: true });
  }

  /** Clears a step's error text: each auth screen starts with none (and the OTP's too). */
  clearError(): void {
    this.error = null;
    this.otpError = null;
  }

  /** The token, the user id and all local storage go (docs/product.md#logout-dialog). */
  private clearLocalSession(): void {
    this.ctx.storage.removeItem(storageKeys.token);
    this.ctx.storage.removeItem(storageKeys.userId);
    this.ctx.storage.clear();
    this.token = null;
    this.userId = null;
    this.emailPhone = null;
    this.otpMethod = null;
    this.setTicket(null);
  }

  private rememberAddress(emailPhone: string, method: OtpMethod): void {
    this.ctx.storage.setItem(storageKeys.emailPhone, emailPhone);
    this.ctx.storage.setItem(storageKeys.otpMethod, method);
    this.emailPhone = emailPhone;
    this.otpMethod = method;
    this.otp = '';
    this.otpError = null;
  }

  private signIn(token: string, userId: string): void {
    this.ctx.storage.setItem(storageKeys.token, token);
    this.ctx.storage.setItem(storageKeys.userId, userId);
    this.token = token;
    this.userId = userId;
    this.ended = false;
    // Only the signed-in person's unsent comments are kept (another's would show in their box).
    keepCommentDraftsOf(this.ctx.sessionStorage, userId);
  }

  private setTicket(ticket: string | null): void {
    this.ticket = ticket;
    if (ticket === null) this.ctx.sessionStorage.removeItem(ticketKey);
    else this.ctx.sessionStorage.setItem(ticketKey, ticket);
  }

  private requireTicket(): string | null {
    if (this.ticket === null) {
      this.error = sessionMessages.noTicket;
      this.ctx.notify.error(sessionMessages.noTicket);
    }
    return this.ticket;
  }

  /**
   * Shows an OTP error; in the sign-up flow the red text clears after 3000 ms
   * (docs/product.md#otp-screens).
   */
  private showOtpError(flow: OtpFlow, message: string): void {
    this.otpError = message;
    this.ctx.notify.error(message);
    if (flow !== 'signup') return;
    this.ctx.clock.clearTimeout(this.otpErrorTimer);
    this.otpErrorTimer = this.ctx.clock.setTimeout(() => {
      runInAction(() => {
        this.otpError = null;
      });
    }, SIGNUP_ERROR_MS);
  }

  /**
   * A step refused before any call: shown as a failed call's message is (the red text and a
   * toast), so a rule reads the same whether the client or the server found it broken.
   */
  private refuse(message: string): false {
    this.error = message;
    this.ctx.notify.error(message);
    return false;
  }

  /** Runs one flow step with the shared pending flag and error text. */
  private async step(run: () => Promise<void>): Promise<boolean> {
    this.submitting = true;
    this.error = null;
    try {
      await run();
      return true;
    } catch (error) {
      const message = messageOf(error, sessionMessages.failed);
      runInAction(() => {
        this.error = message;
      });
      this.ctx.notify.error(message);
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
