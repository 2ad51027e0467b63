import { fieldRules, type UserSummary, unwrap, type VideoRecordInput } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { videoMessages } from '../messages';
import { SEARCH_DEBOUNCE_MS } from '../search/searchDebounce';
import { fieldError, lengthOf } from '../session/passwordRules';
import { CAPTION_MAX_LENGTH } from './captionText';

/** At most this many suggestions show under the caption. */
export const CAPTION_SUGGESTIONS = 6;

/** The `#tag` or `@name` being typed at the caret. */
export interface CaptionToken {
  kind: 'hashtag' | 'mention';
  /** What follows `#` or `@` up to the caret (may be empty). */
  query: string;
  /** Where the `#`/`@` is, and where the word ends (the caret). */
  start: number;
  end: number;
}

/** A suggestion for the token being typed. */
export interface CaptionSuggestion {
  id: string;
  /** What the list shows first: `#sunset`, `@maya.travels`. */
  label: string;
  /** A second line: the tag's video count, the person's name. */
  detail: string;
  /** A hashtag's video count, for a client that says `N videos` in its own language. */
  videoCount?: number;
}

/**
 * The token being typed at `caret`: a `#` or `@` that starts a word (nothing but a space or
 * the start before it), then letters, digits, `_` (and `.` in names) up to the caret
 * (docs/product.md#caption-hashtags-and-mentions).
 */
export function tokenAt(text: string, caret: number): CaptionToken | null {
  const before = text.slice(0, caret);
  const match = /(^|[^\p{L}\p{N}_.@#])([#@])([\p{L}\p{N}_.]*)$/u.exec(before);
  if (!match) return null;
  const sign = match[2] as '#' | '@';
  const query = match[3] ?? '';
  if (sign === '#' && query.includes('.')) return null;
  return {
    kind: sign === '#' ? 'hashtag' : 'mention',
    query,
    start: caret - query.length - 1,
    end: caret,
  };
}

/** What a draft starts from: a posted video's caption and switches, or the upload defaults. */
export interface CaptionDraftValues {
  caption: string;
  allowComment: boolean;
  allowDownload: boolean;
  allowDuet: boolean;
}

const flag = (on: boolean) => (on ? '1' : '0') as '0' | '1';

/**
 * A caption being written (at upload or in the owner's edit sheet). Loaded with the dialog
 * that needs it (`UploadStore.loadCaption`, `VideoEditStore.open`), not with the first screen
 * (docs/architecture.md#performance).
 * It keeps its live count, its
 * limit, the `#`/`@` suggestions (read from the discovery host 300 ms after the last
 * keystroke, as search does) and the comment, download and duet switches
 * (docs/product.md#caption-hashtags-and-mentions, docs/product.md#who-may-interact).
 */
export class CaptionDraft {
  text = '';
  caret = 0;
  allowComment = true;
  allowDownload = true;
  allowDuet = true;
  suggestions: CaptionSuggestion[] = [];
  /** The token the suggestions answer, so a choice replaces it. */
  private suggestedFor: CaptionToken | null = null;
  private timer: unknown;
  private seq = 0;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx' | 'timer' | 'seq'>(this, {
      ctx: false,
      timer: false,
      seq: false,
    });
  }

  /** Characters typed, counted as the server counts them (code points). */
  get length(): number {
    return lengthOf(this.text);
  }

  /** The live count, e.g. `12/2200`. */
  get countText(): string {
    return `${this.length}/${CAPTION_MAX_LENGTH}`;
  }

  /** The server's sentence for a caption over the limit, or null. */
  get error(): string | null {
    return fieldError(fieldRules.Caption, this.text);
  }

  /** Whether the suggestion list shows. */
  get suggesting(): boolean {
    return this.suggestions.length > 0 && this.suggestedFor !== null;
  }

  /** The record's fields from this draft (the server reads tags and mentions from the caption). */
  get fields(): Pick<
    VideoRecordInput,
    'caption' | 'allowComment' | 'allowDownload' | 'allowDuet'
  > & { caption: string } {
    return {
      caption: this.text,
      allowComment: flag(this.allowComment),
      allowDownload: flag(this.allowDownload),
      allowDuet: flag(this.allowDuet),
    };
  }

  /** Starts over from `values` (a video being edited) or the upload defaults. */
  reset(values?: CaptionDraftValues): void {
    this.ctx.clock.clearTimeout(this.timer);
    this.seq += 1;
    this.text = values?.caption ?? '';
    this.caret = this.text.length;
    this.allowComment = values?.allowComment ?? true;
    this.allowDownload = values?.allowDownload ?? true;
    this.allowDuet = values?.allowDuet ?? true;
    this.suggestions = [];
    this.suggestedFor = null;
  }

  setSwitch(name: 'allowComment' | 'allowDownload' | 'allowDuet', on: boolean): void {
    this[name] = on;
  }

  /**
   * The caption field changed (or its caret moved). When the caret ends a `#…` or `@…`
   * word, suggestions are read 300 ms after the last change; otherwise they close.
   */
  setText(text: string, caret = text.length): void {
    this.text = text;
    this.caret = caret;
    this.ctx.clock.clearTimeout(this.timer);
    const token = tokenAt(text, caret);
    if (!token || (token.kind === 'mention' && token.query === '')) {
      this.dismiss();
      return;
    }
    this.timer = this.ctx.clock.setTimeout(() => {
      void this.suggest(token);
    }, SEARCH_DEBOUNCE_MS);
  }

  /** Escape, or the caret left the word: the list closes until the next keystroke. */
  dismiss(): void {
    this.seq += 1;
    this.suggestions = [];
    this.suggestedFor = null;
  }

  /**
   * Puts the chosen suggestion in place of the word being typed, with a space after it. The
   * list may answer an earlier stage of that word (`#sunse` while `#sunset` is typed, the
   * answer came between two keystrokes): the whole word as it stands at the caret goes.
   */
  choose(id: string): void {
    const suggestion = this.suggestions.find((s) => s.id === id);
    if (!this.suggestedFor || !suggestion) return;
    const now = tokenAt(this.text, this.caret);
    const token =
      now && now.start === this.suggestedFor.start && now.kind === this.suggestedFor.kind
        ? now
        : this.suggestedFor;
    const insert = `${suggestion.label} `;
    this.text = this.text.slice(0, token.start) + insert + this.text.slice(token.end);
    this.caret = token.start + insert.length;
    this.dismiss();
  }

  /** `#…`: hashtags from explore search; `@…`: people from user search. */
  private async suggest(token: CaptionToken): Promise<void> {
    const seq = ++this.seq;
    try {
      const found =
        token.kind === 'hashtag' ? await this.hashtags(token.query) : await this.people(token);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.suggestions = found.slice(0, CAPTION_SUGGESTIONS);
        this.suggestedFor = found.length > 0 ? token : null;
      });
    } catch (error) {
      // Suggestions are a help: a failure is logged and typing goes on.
      this.ctx.logger.error(videoMessages.suggestFailed, error);
    }
  }

  private async hashtags(query: string): Promise<CaptionSuggestion[]> {
    if (query === '') return [];
    const { data } = await unwrap(
      this.ctx.api.discovery.GET('/discovery', {
        params: { query: { search: `#${query}`, pageSize: CAPTION_SUGGESTIONS, pageNumber: 1 } },
      }),
      videoMessages.suggestFailed,
    );
    return (data.data.hashTags ?? []).map((tag) => ({
      id: `#${tag.name}`,
      label: `#${tag.name}`,
      detail: tag.videoCount === 1 ? '1 video' : `${tag.videoCount} videos`,
      videoCount: tag.videoCount,
    }));
  }

  private async people(token: CaptionToken): Promise<CaptionSuggestion[]> {
    const { data } = await unwrap(
      this.ctx.api.discovery.GET('/discovery', { params: { query: { search: token.query } } }),
      videoMessages.suggestFailed,
    );
    return (data.data.users ?? []).map((user: UserSummary) => ({
      id: `@${user.userName}`,
      label: `@${user.userName}`,
      detail: `${user.firstName} ${user.lastName}`,
    }));
  }
}
