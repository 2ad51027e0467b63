import {
  type FormEvent,
  lazy,
  type Ref,
  Suspense,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { commentsTexts } from '../../i18n/en/comments';
import { useTexts } from '../../i18n/MessagesProvider';
import { SmileIcon } from '../../icons/Icons';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './CommentComposer.css';

// The emoji picker is 350 by 450 (docs/product.md#comments), with recent suggestions.
export const EMOJI_PICKER_WIDTH = 350;
export const EMOJI_PICKER_HEIGHT = 450;
/** The least room kept between the picker and the window's edges. */
const PICKER_EDGE_GAP = 8;
// Radix measures the room left on the side the picker opens on: a window smaller than the
// picker gets a picker that fits it rather than one cut off.
// Before the first measure the variables are unset: the fallback keeps the full size.
const pickerWidth = `min(${EMOJI_PICKER_WIDTH}px, var(--radix-popover-content-available-width, ${EMOJI_PICKER_WIDTH}px))`;
const pickerHeight = `min(${EMOJI_PICKER_HEIGHT}px, var(--radix-popover-content-available-height, ${EMOJI_PICKER_HEIGHT}px))`;

const EmojiPickerPanel = lazy(() =>
  import('./EmojiPickerPanel').then((module) => ({ default: module.EmojiPickerPanel })),
);

export interface CommentComposerProps {
  /** Controlled text. Leave undefined to let the composer keep its own. */
  value?: string;
  /** Called on every edit. */
  onValueChange?: (change: { value: string }) => void;
  /**
   * Called with the text when Post is pressed (or Enter). Blank text is never submitted.
   * When uncontrolled the field is cleared by the caller through `value`, or on `clearOnSubmit`.
   */
  onSubmit: (submission: { comment: string }) => void;
  /** The comment is being posted: Post shows a spinner. */
  pending?: boolean;
  /** Comments are turned off for this video. */
  disabled?: boolean;
  /** Clear an uncontrolled field right after submitting. Defaults to false (clear on 201). */
  clearOnSubmit?: boolean;
  /** Receives the input element, so "comment focus" buttons can focus it. */
  inputRef?: Ref<HTMLInputElement | null>;
  /** Colour scheme of the emoji picker. Defaults to the `data-theme` on `<html>`. */
  pickerColorScheme?: 'light' | 'dark';
  className?: string;
}

/**
 * The comment input (`Add a comment...`), an emoji button that opens a lazily loaded
 * 350×450 emoji picker with recent suggestions, and a Post button that stays disabled
 * while the text is blank. The picker is a Radix popover in a portal: never clipped by a
 * dialog or a scrolling panel around the composer, it opens above the button, or where the
 * window has room, and shrinks only in a window smaller than itself. It closes on Post, on
 * a press outside the composer, and on Escape, which closes only the picker (not a dialog
 * around it) and gives the focus back to its button.
 */
export function CommentComposer({
  value,
  onValueChange,
  onSubmit,
  pending = false,
  disabled = false,
  clearOnSubmit = false,
  inputRef,
  pickerColorScheme,
  className,
}: CommentComposerProps) {
  const t = useTexts(commentsTexts);
  const [ownValue, setOwnValue] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const text = value ?? ownValue;
  const innerRef = useRef<HTMLInputElement>(null);
  const emojiButtonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pickerId = useId();
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(
    inputRef,
    () => innerRef.current,
    [],
  );

  const setText = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.({ value: next });
  };

  const blank = text.trim().length === 0;

  // A press anywhere outside the composer and the picker closes the picker. Inside the
  // composer (the input, Post) it stays open so emoji and typing can mix; Post closes it.
  useEffect(() => {
    if (!pickerOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (formRef.current?.contains(target)) return;
      if (document.getElementById(pickerId)?.contains(target)) return;
      setPickerOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [pickerOpen, pickerId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md#comments: empty or whitespace-only text is not posted.
    if (blank || pending || disabled) return;
    onSubmit({ comment: text });
    setPickerOpen(false);
    if (clearOnSubmit) setText('');
  };

  const insertEmoji = (emoji: string) => {
    const input = innerRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      input?.focus();
      const caret = start + emoji.length;
      input?.setSelectionRange(caret, caret);
    });
  };

  const colorScheme =
    pickerColorScheme ??
    (typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark'
      ? 'dark'
      : 'light');

  return (
    <form
      ref={formRef}
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      aria-label={t.addComment}
    >
      <IconButton
        ref={emojiButtonRef}
        label={pickerOpen ? t.closeEmojiPicker : t.addEmoji}
        icon={<SmileIcon size={22} />}
        aria-haspopup="dialog"
        aria-expanded={pickerOpen}
        aria-controls={pickerOpen ? pickerId : undefined}
        disabled={disabled}
        onClick={() => setPickerOpen((open) => !open)}
      />
      {pickerOpen ? (
        <Suspense
          fallback={
            <span className={styles.loading}>
              <Spinner label={t.loadingEmojiPicker} />
            </span>
          }
        >
          <EmojiPickerPanel
            id={pickerId}
            anchorRef={emojiButtonRef}
            keepOpenWithin={formRef}
            onClose={() => setPickerOpen(false)}
            onPick={insertEmoji}
            colorScheme={colorScheme}
            width={pickerWidth}
            height={pickerHeight}
            edgeGap={PICKER_EDGE_GAP}
            className={styles.popover}
          />
        </Suspense>
      ) : null}
      <input
        ref={innerRef}
        className={styles.input}
        type="text"
        aria-label={t.addComment}
        placeholder={t.addCommentPlaceholder}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        disabled={blank || disabled}
        loading={pending}
      >
        {t.post}
      </Button>
    </form>
  );
}
