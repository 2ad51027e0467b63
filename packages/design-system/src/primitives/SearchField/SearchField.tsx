import { type ComponentPropsWithRef, useRef } from 'react';
import { controlsTexts } from '../../i18n/en/controls';
import { useTexts } from '../../i18n/MessagesProvider';
import { CloseIcon, SearchIcon } from '../../icons/Icons';
import { IconButton } from '../IconButton';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type' | 'size'> {
  /** The current text (controlled). */
  value: string;
  /** Called on every edit with the new text. */
  onValueChange: (change: { value: string }) => void;
  /** Called after the clear icon empties the field. */
  onClear?: () => void;
  /** Accessible name of the input. Defaults to `Search`. */
  label?: string;
  /** Name of the clear button. Defaults to `Clear search`. */
  clearLabel?: string;
}

/**
 * A search box with a magnifier and a clear icon. The clear icon appears once there is
 * text; it empties the field and puts focus back in it.
 */
export function SearchField({
  value,
  onValueChange,
  onClear,
  label: labelProp,
  clearLabel: clearLabelProp,
  className,
  ...rest
}: SearchFieldProps) {
  const t = useTexts(controlsTexts);
  const label = labelProp ?? t.search;
  const clearLabel = clearLabelProp ?? t.clearSearch;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <SearchIcon size={20} />
      </span>
      <input
        ref={inputRef}
        type="search"
        aria-label={label}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange({ value: event.target.value })}
        {...rest}
      />
      {value ? (
        <IconButton
          className={styles.clear}
          size="sm"
          label={clearLabel}
          icon={<CloseIcon size={18} />}
          onClick={() => {
            onValueChange({ value: '' });
            onClear?.();
            inputRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
