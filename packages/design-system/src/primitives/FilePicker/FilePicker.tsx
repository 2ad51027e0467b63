import { type InputHTMLAttributes, useId, useRef } from 'react';
import { controlsTexts } from '../../i18n/en/controls';
import { useTexts } from '../../i18n/MessagesProvider';
import { Button } from '../Button';
import { FieldNote } from '../FieldNote';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './FilePicker.css';

export interface FilePickerProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value' | 'multiple'> {
  /** What the file is for, shown above the button and part of its name, e.g. `Captions (.vtt)`. */
  label: string;
  /** The name of the chosen file the caller kept; without it, `No file chosen`. */
  fileName?: string;
  /** Called with the picked file, or `null` when it is removed (or the pick came back empty). */
  onFileChange: (change: { file: File | null }) => void;
  /** The Remove button's text, e.g. `Remove captions`; `Remove file` by default. */
  removeLabel?: string;
  /** A line under the row. */
  hint?: string;
  /** Why the picked file was refused; Remove stays offered so it can be dropped. */
  error?: string;
}

/**
 * One file, picked with a house button: the label, `Choose file`, the chosen file's name
 * (`No file chosen` until then), a Remove button and an error line. The native
 * `<input type="file">` stays the form control, visually hidden; `accept`, `name`,
 * `disabled` and other input attributes pass through to it.
 */
export function FilePicker({
  label,
  fileName,
  onFileChange,
  removeLabel,
  hint,
  error,
  disabled,
  id,
  className,
  ...rest
}: FilePickerProps) {
  const t = useTexts(controlsTexts);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const generated = useId();
  const base = id ?? generated;
  const labelId = `${base}-label`;
  const chooseId = `${base}-choose`;
  const nameId = `${base}-name`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [nameId, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <Button
          ref={chooseRef}
          id={chooseId}
          variant="secondary"
          size="sm"
          disabled={disabled}
          // Named by the label and its own text (`Captions (.vtt) Choose file`); the chosen
          // file's name, the hint and the error describe it.
          aria-labelledby={`${labelId} ${chooseId}`}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
        >
          {t.chooseFile}
        </Button>
        <span
          id={nameId}
          className={styles.name}
          title={fileName}
          data-empty={fileName ? undefined : ''}
        >
          {fileName ?? t.noFileChosen}
        </span>
        {fileName || error ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              const input = inputRef.current;
              if (input) input.value = '';
              // This button goes away with the file: focus goes to the button that picks
              // another one, not to the page.
              chooseRef.current?.focus();
              onFileChange({ file: null });
            }}
          >
            {removeLabel ?? t.removeFile}
          </Button>
        ) : null}
      </div>
      <FieldNote id={hintId} tone="hint">
        {hint}
      </FieldNote>
      <FieldNote id={errorId} tone="error">
        {error}
      </FieldNote>
      <VisuallyHidden asChild>
        <input
          {...rest}
          ref={inputRef}
          id={id}
          type="file"
          disabled={disabled}
          // The button is the control people reach; the input is only the form's value.
          tabIndex={-1}
          aria-hidden="true"
          aria-invalid={error ? true : undefined}
          onChange={(event) => onFileChange({ file: event.target.files?.[0] ?? null })}
        />
      </VisuallyHidden>
    </div>
  );
}
