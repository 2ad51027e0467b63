import {
  type HTMLAttributes,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { accountTexts } from '../../i18n/en/account';
import { useTexts } from '../../i18n/MessagesProvider';
import { FieldNote } from '../../primitives/FieldNote';
import * as styles from './CaptionField.css';

/** One suggestion under the caption: a `#tag` or an `@name`, with a second line. */
export interface CaptionFieldSuggestion {
  id: string;
  label: string;
  detail?: string;
}

export interface CaptionFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The field's name. Defaults to `Caption`. */
  label?: string;
  value: string;
  /**
   * Where the caret belongs after the caller changed `value` itself (a chosen suggestion
   * replaced the word being typed); the field moves it there.
   */
  caret?: number;
  /** Every edit, with the caret after it. */
  onValueChange: (change: { value: string; caret: number }) => void;
  /** The live count, e.g. `12/2200`. */
  count: string;
  /** Why the caption cannot be sent (over the limit); marks the field and the count. */
  error?: string;
  /** Suggestions for the word at the caret; the list shows while there are any. */
  suggestions: readonly CaptionFieldSuggestion[];
  /** Enter, Tab or a click chose a suggestion. */
  onSuggestionSelect: (choice: { id: string }) => void;
  /** Escape closed the list (it does not close a dialog around the field). */
  onSuggestionsDismiss: () => void;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A caption box that suggests `#hashtags` and `@people` as they are typed: a one-line text
 * combobox (the WAI-ARIA combobox pattern with a listbox popup, which ARIA allows on an
 * `<input>` and not on a `<textarea>`: ADR 0094). Arrow keys move through the
 * suggestions, Enter or Tab takes one, Escape closes the list; focus stays in the box
 * throughout. A live count sits beside the label.
 */
export function CaptionField({
  label: labelProp,
  value,
  caret,
  onValueChange,
  count,
  error,
  suggestions,
  onSuggestionSelect,
  onSuggestionsDismiss,
  placeholder,
  disabled = false,
  className,
  ...rest
}: CaptionFieldProps) {
  const t = useTexts(accountTexts);
  const label = labelProp ?? t.caption;
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(0);
  const open = suggestions.length > 0 && !disabled;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A new set of suggestions starts at its first entry (adjusted while rendering).
  const [shownFor, setShownFor] = useState(suggestions);
  if (shownFor !== suggestions) {
    setShownFor(suggestions);
    setActive(0);
  }

  // After the caller replaced a word, put the caret where it says (only in a focused box).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value moves the caret back to its end, so it is put back after every change of value too
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || caret === undefined || document.activeElement !== input) return;
    if (input.selectionStart !== caret || input.selectionEnd !== caret) {
      input.setSelectionRange(caret, caret);
    }
  }, [value, caret]);

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (suggestion) onSuggestionSelect({ id: suggestion.id });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      // Closes the list only: a dialog around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      onSuggestionsDismiss();
    }
  };

  return (
    <div {...rest} className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        <span id={countId} className={styles.count} data-state={error ? 'over' : 'within'}>
          {count}
        </span>
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) =>
          onValueChange({
            value: event.target.value,
            caret: event.target.selectionStart ?? event.target.value.length,
          })
        }
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t.suggestions}
        className={styles.listbox}
        hidden={!open}
      >
        {open
          ? suggestions.map((suggestion, index) => (
              <div
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                // Reached through the box's aria-activedescendant, never by Tab.
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.option}
                // Keep focus in the box: the option is chosen on click without taking it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
                // The keys act in the box (aria-activedescendant), where focus stays.
                onKeyDown={() => {}}
              >
                <span>{suggestion.label}</span>
                {/* A space in the option's name between the label and its detail. */}{' '}
                {suggestion.detail ? (
                  <span className={styles.optionDetail}>{suggestion.detail}</span>
                ) : null}
              </div>
            ))
          : null}
      </div>
      <FieldNote id={errorId} tone="error">
        {error}
      </FieldNote>
    </div>
  );
}
