import { type ComponentPropsWithRef, useId, useState } from 'react';
import { controlsTexts } from '../../i18n/en/controls';
import { useTexts } from '../../i18n/MessagesProvider';
import { FieldNote } from '../FieldNote';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** The field's label, always present for screen readers. */
  label: string;
  /** Show the label only to screen readers. */
  hideLabel?: boolean;
  /** Help text under the field. */
  hint?: string;
  /** Error text under the field; marks the input `aria-invalid`. */
  error?: string;
}

/**
 * The reveal toggle's eye, struck through while the password shows. Drawn here rather than
 * taken from the icon set: the icon set's chunk is on every first route, the password
 * fields are not (the first-route budget, ADR 0096).
 */
function RevealIcon({ shown }: { shown: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
      {shown ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/**
 * A labelled text input with optional hint and error text. A password field (`type="password"`)
 * has a reveal toggle after it (`Show password` / `Hide password`, `aria-pressed`) that shows
 * the text while pressed (ADR 0100).
 */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  className,
  type,
  ...rest
}: TextFieldProps) {
  const t = useTexts(controlsTexts);
  const [revealed, setRevealed] = useState(false);
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const labelNode = (
    <label htmlFor={inputId} className={styles.label}>
      {label}
    </label>
  );
  const input = (
    <input
      id={inputId}
      className={type === 'password' ? `${styles.input} ${styles.revealInput}` : styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      type={type === 'password' && revealed ? 'text' : type}
      {...rest}
    />
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      {type === 'password' ? (
        <div className={styles.revealable}>
          {input}
          <button
            type="button"
            className={styles.reveal}
            aria-label={revealed ? t.hidePassword : t.showPassword}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed(!revealed)}
          >
            <RevealIcon shown={revealed} />
          </button>
        </div>
      ) : (
        input
      )}
      <FieldNote id={hintId} tone="hint">
        {hint}
      </FieldNote>
      <FieldNote id={errorId} tone="error">
        {error}
      </FieldNote>
    </div>
  );
}
