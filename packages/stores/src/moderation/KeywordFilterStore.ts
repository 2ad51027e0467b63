import { fieldRules, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { moderationMessages } from '../messages';
import { fieldError } from '../session/passwordRules';

/** Longest keyword (the server's limit). */
export const KEYWORD_MAX_LENGTH = 40;

/**
 * Settings' keyword filter (docs/product.md#keyword-filter): the caller's words, a draft to
 * add one, and removing one. Every change sends the whole list (PUT /me/keywords) and shows
 * what the server kept.
 */
export class KeywordFilterStore {
  keywords: string[] = [];
  draft = '';
  loading = false;
  saving = false;
  /** Why the last change was refused, shown next to the field. */
  error: string | null = null;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  setDraft(draft: string): void {
    this.draft = draft;
    this.error = null;
  }

  /** GET /me/keywords. */
  async load(): Promise<void> {
    this.loading = true;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/me/keywords'),
        moderationMessages.keywordsFailed,
      );
      runInAction(() => {
        this.keywords = data.data.Items;
      });
    } catch (error) {
      const message = messageOf(error, moderationMessages.keywordsFailed);
      runInAction(() => {
        this.error = message;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /**
   * Adds the draft; the draft clears once saved. A blank draft is not sent: it says the
   * contract's `A keyword cannot be empty.` (FilterKeyword's message) instead.
   */
  async add(): Promise<boolean> {
    const refusal = fieldError(fieldRules.FilterKeyword, this.draft);
    if (refusal) {
      this.error = refusal;
      return false;
    }
    const keyword = this.draft.trim();
    const saved = await this.save([...this.keywords, keyword]);
    if (saved) {
      runInAction(() => {
        this.draft = '';
      });
    }
    return saved;
  }

  /** Removes one keyword. */
  remove(keyword: string): Promise<boolean> {
    return this.save(this.keywords.filter((k) => k !== keyword));
  }

  private async save(keywords: string[]): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.PUT('/me/keywords', { body: { keywords } }),
        moderationMessages.keywordsSaveFailed,
      );
      runInAction(() => {
        this.keywords = data.data.Items;
      });
      return true;
    } catch (error) {
      const message = messageOf(error, moderationMessages.keywordsSaveFailed);
      runInAction(() => {
        this.error = message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  clear(): void {
    this.keywords = [];
    this.draft = '';
    this.error = null;
  }
}
