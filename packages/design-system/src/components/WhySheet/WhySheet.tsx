import { Dialog } from '../../primitives/Dialog';
import * as styles from './WhySheet.css';

export interface WhySheetProps {
  open: boolean;
  /** Escape, an outside click or the close button ask to close. */
  onOpenChange: (change: { open: boolean }) => void;
  /** The sheet's title, e.g. `Why am I seeing this?`. */
  title: string;
  /** What the reasons are about, e.g. `Video by @ana`; linked as the description. */
  description?: string;
  /** The reasons, one line each, strongest first. */
  reasons: readonly string[];
  /** Name of the close button. Defaults to `Close`. */
  closeLabel?: string;
}

/**
 * Why a video is in a ranked feed: a small dialog listing its reasons. Focus moves in when
 * it opens and back to the control that opened it when it closes.
 */
export function WhySheet({
  open,
  onOpenChange,
  title,
  description,
  reasons,
  closeLabel,
}: WhySheetProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      closeLabel={closeLabel}
    >
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <li key={reason} className={styles.reason}>
            {reason}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
