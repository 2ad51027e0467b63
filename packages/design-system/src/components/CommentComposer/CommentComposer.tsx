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
import { SmileIcon } from '../../icons/Icons';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './CommentComposer.css';

// The emoji picker is 350 by 450 (docs/product.md#comments), with recent suggestions.
export const EMOJI_PICKER_WIDTH = 350;
export const EMOJI_PICKER_HEIGHT = 450;

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
 * while the text is blank. The picker closes on Post, on Escape and on a press outside the
 * composer.
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

  // A press anywhere outside the composer closes the picker. Inside it (the input, the
  // picker, Post) it stays open so emoji and typing can mix; Post closes it on submit.
  useEffect(() => {
    if (!pickerOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && formRef.current?.contains(event.target)) return;
      setPickerOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [pickerOpen]);

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

  const closePicker = () => {
    setPickerOpen(false);
    emojiButtonRef.current?.focus();
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
      aria-label="Add a comment"
    >
      <IconButton
        ref={emojiButtonRef}
        label={pickerOpen ? 'Close emoji picker' : 'Add emoji'}
        icon={<SmileIcon size={22} />}
        aria-expanded={pickerOpen}
        aria-controls={pickerOpen ? pickerId : undefined}
        disabled={disabled}
        onClick={() => setPickerOpen((open) => !open)}
      />
      {pickerOpen ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the popover
        <div
          id={pickerId}
          className={styles.popover}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              closePicker();
            }
          }}
        >
          <Suspense
            fallback={
              <div
                className={styles.fallback}
                style={{ width: EMOJI_PICKER_WIDTH, height: EMOJI_PICKER_HEIGHT }}
              >
                <Spinner label="Loading emoji picker" />
              </div>
            }
          >
            <EmojiPickerPanel
              width={EMOJI_PICKER_WIDTH}
              height={EMOJI_PICKER_HEIGHT}
              colorScheme={colorScheme}
              onPick={insertEmoji}
            />
          </Suspense>
        </div>
      ) : null}
      <input
        ref={innerRef}
        className={styles.input}
        type="text"
        aria-label="Add a comment"
        placeholder="Add a comment..."
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && pickerOpen) {
            event.stopPropagation();
            setPickerOpen(false);
          }
        }}
      />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        disabled={blank || disabled}
        loading={pending}
      >
        Post
      </Button>
    </form>
  );
}
