import { type InputHTMLAttributes, useId } from 'react';
import * as styles from './SwitchRow.css';

export interface SwitchRowProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked'> {
  /** What the switch turns on, e.g. `Allow comments`. */
  label: string;
  checked: boolean;
  onCheckedChange: (change: { checked: boolean }) => void;
  /** A line under the label. */
  hint?: string;
}

/** A labelled on/off switch on one row (a checkbox with the switch role). */
export function SwitchRow({
  label,
  checked,
  onCheckedChange,
  hint,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SwitchRowProps) {
  const hintId = useId();
  return (
    <label className={[styles.row, className].filter(Boolean).join(' ')}>
      <span className={styles.text}>
        {label}
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </span>
      <input
        {...rest}
        className={styles.control}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        // Its own hint, or a description the caller placed elsewhere.
        aria-describedby={hint ? hintId : describedBy}
        onChange={(event) => onCheckedChange({ checked: event.target.checked })}
      />
    </label>
  );
}
