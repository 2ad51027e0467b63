import { type ComponentPropsWithRef, useId } from 'react';
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

/** A labelled text input with optional hint and error text. */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  className,
  ...rest
}: TextFieldProps) {
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
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
