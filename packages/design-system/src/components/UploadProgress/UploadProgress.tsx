import { uploadTexts } from '../../i18n/en/upload';
import { formatNumber } from '../../i18n/format';
import { useLocale, useTexts } from '../../i18n/MessagesProvider';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import * as styles from './UploadProgress.css';

export interface UploadProgressProps {
  /** Upload progress from 0 to 100. */
  progress: number;
  /** The label was pressed: show the upload dialog again. */
  onOpen: () => void;
  /** `Cancel` was pressed: stop the upload. */
  onCancel: () => void;
}

/**
 * The upload that goes on while its dialog is hidden: a small card at the bottom end of the
 * screen with `Uploading... 45%` (pressing it shows the dialog again), a progress bar and
 * `Cancel`.
 */
export function UploadProgress({ progress, onOpen, onCancel }: UploadProgressProps) {
  const t = useTexts(uploadTexts);
  const locale = useLocale();
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(progress) ? progress : 0)));
  return (
    <section className={styles.root} aria-label={t.uploadInProgress}>
      <div className={styles.row}>
        <button type="button" className={styles.open} onClick={onOpen}>
          {t.uploadingPercent(formatNumber(percent, locale))}
        </button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
      <ProgressBar value={percent} label={t.uploadProgress} />
    </section>
  );
}
