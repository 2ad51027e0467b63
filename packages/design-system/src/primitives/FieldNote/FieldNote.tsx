import type { ReactNode } from 'react';
import * as styles from './FieldNote.css';

export interface FieldNoteProps {
  /** The id the field's control names in `aria-describedby`. */
  id: string;
  /** `hint`: a muted line; `error`: why the value was refused, announced as an alert. */
  tone: 'hint' | 'error';
  /** The line's text; nothing is rendered without it. */
  children?: ReactNode;
}

/**
 * The one home of a form field's hint and error lines (TextField, FilePicker, CaptionField):
 * their size, colours and the error's `role="alert"`. Internal to the design system.
 */
export function FieldNote({ id, tone, children }: FieldNoteProps) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <p id={id} className={styles.note[tone]} role={tone === 'error' ? 'alert' : undefined}>
      {children}
    </p>
  );
}
