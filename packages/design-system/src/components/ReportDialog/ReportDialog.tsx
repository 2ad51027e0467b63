import { type ReactNode, useId } from 'react';
import { profileTexts } from '../../i18n/en/profile';
import { useTexts } from '../../i18n/MessagesProvider';
import type { ReportReasonKey, ReportTarget } from '../../i18n/messages';
import { Button } from '../../primitives/Button';
import { Dialog, DialogFooter } from '../../primitives/Dialog';
import * as styles from './ReportDialog.css';

/** The reasons a report may give, in the order shown, with their labels. */
export const REPORT_REASONS = (
  [
    'spam',
    'harassment',
    'hate',
    'violence',
    'sexual',
    'selfHarm',
    'misinformation',
    'other',
  ] as const satisfies readonly ReportReasonKey[]
).map((value) => ({ value, label: profileTexts.reportReasons[value] }));

export type ReportReasonValue = ReportReasonKey;

/** Longest free text a report takes. */
export const REPORT_DETAILS_LIMIT = 500;

export interface ReportDialogProps {
  open: boolean;
  /** Cancel, Escape or an outside click ask to close. */
  onOpenChange: (change: { open: boolean }) => void;
  /** What is reported; names the dialog. */
  subject: ReportTarget;
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
  /** More fields under the details (e.g. a switch to send the report to another server too). */
  children?: ReactNode;
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
  children,
}: ReportDialogProps) {
  const t = useTexts(profileTexts);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.reportTitle[subject]}
      description={t.reportDescription}
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
          <legend className={styles.legend}>{t.reportQuestion}</legend>
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
              {t.reportReasons[r.value]}
            </label>
          ))}
        </fieldset>
        <label className={styles.label}>
          {reason === 'other' ? t.reportDetailsNeeded : t.reportDetailsOptional}
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
        {children}
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange({ open: false })}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {t.report}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
