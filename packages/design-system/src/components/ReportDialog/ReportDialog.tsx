import { useId } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog, DialogFooter } from '../../primitives/Dialog';
import * as styles from './ReportDialog.css';

/** The reasons a report may give, in the order shown, with their labels. */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'hate', label: 'Hate speech' },
  { value: 'violence', label: 'Violence' },
  { value: 'sexual', label: 'Nudity or sexual content' },
  { value: 'selfHarm', label: 'Self-harm' },
  { value: 'misinformation', label: 'False information' },
  { value: 'other', label: 'Something else' },
] as const;

export type ReportReasonValue = (typeof REPORT_REASONS)[number]['value'];

/** Longest free text a report takes. */
export const REPORT_DETAILS_LIMIT = 500;

const TITLES = { video: 'Report video', comment: 'Report comment', user: 'Report user' } as const;

export interface ReportDialogProps {
  open: boolean;
  /** Cancel, Escape or an outside click ask to close. */
  onOpenChange: (change: { open: boolean }) => void;
  /** What is reported; names the dialog. */
  subject: keyof typeof TITLES;
  /** The chosen reason, or null before one is chosen. */
  reason: ReportReasonValue | null;
  onReasonChange: (change: { reason: ReportReasonValue }) => void;
  /** The free text as typed. */
  details: string;
  onDetailsChange: (change: { details: string }) => void;
  /** The user pressed `Report`. */
  onSubmit: () => void;
  /** The report is being sent. */
  pending?: boolean;
  /** Why the report was not sent, shown above the buttons. */
  error?: string | null;
}

/**
 * Report a video, comment or user: one reason from the list and optional free text (needed
 * for `Something else`), then `Report` or `Cancel`.
 */
export function ReportDialog({
  open,
  onOpenChange,
  subject,
  reason,
  onReasonChange,
  details,
  onDetailsChange,
  onSubmit,
  pending = false,
  error,
}: ReportDialogProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={TITLES[subject]}
      description="Reports go to our moderators. The person you report is not told who reported them."
      size="sm"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
      >
        <fieldset className={styles.reasons}>
          <legend className={styles.legend}>Why are you reporting this?</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r.value} className={styles.reason}>
              <input
                className={styles.radio}
                type="radio"
                name={`${id}-reason`}
                value={r.value}
                checked={reason === r.value}
                onChange={() => onReasonChange({ reason: r.value })}
              />
              {r.label}
            </label>
          ))}
        </fieldset>
        <label className={styles.label}>
          {reason === 'other' ? 'Tell us what is wrong' : 'Tell us more (optional)'}
          <textarea
            className={styles.details}
            value={details}
            maxLength={REPORT_DETAILS_LIMIT}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onDetailsChange({ details: event.target.value })}
          />
        </label>
        <span className={styles.counter} aria-hidden="true">
          {details.length}/{REPORT_DETAILS_LIMIT}
        </span>
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange({ open: false })}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            Report
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
