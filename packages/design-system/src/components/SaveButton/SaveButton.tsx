import { useTexts } from '../../i18n/MessagesProvider';
import type { IconProps } from '../../icons/Icons';
import { Button } from '../../primitives/Button';
import * as styles from './SaveButton.css';
import { SAVE_LABELS } from './saveLabels';

export { SAVE_LABELS };

/**
 * A bookmark. Kept here, not in the shared icon set: only the lazily loaded views that offer
 * saving draw it, so the first screen's icon chunk does not carry it.
 */
function BookmarkIcon({ filled, size = 18 }: IconProps & { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M6 3h12v18l-6-4-6 4z" />
    </svg>
  );
}

export interface SaveButtonProps {
  /** The video is among the viewer's saved videos: the button reads `Saved`, pressed. */
  saved: boolean;
  /** The save or unsave call is in flight: a spinner, presses ignored. */
  pending?: boolean;
  /** Called with the wanted state; the button moves when the caller says so. */
  onSavedChange: (change: { saved: boolean }) => void;
  className?: string;
}

/**
 * Save / Saved: a toggle that keeps a video among the viewer's private saved videos. A
 * button with `aria-pressed` and `data-state` (`saved`, `unsaved`), 32 px tall.
 */
export function SaveButton({ saved, pending = false, onSavedChange, className }: SaveButtonProps) {
  const t = useTexts();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={pending}
      aria-pressed={saved}
      data-state={saved ? 'saved' : 'unsaved'}
      className={[styles.button, className].filter(Boolean).join(' ')}
      onClick={() => {
        if (!pending) onSavedChange({ saved: !saved });
      }}
    >
      {pending ? null : <BookmarkIcon filled={saved} />}
      {saved ? t.saved : t.save}
    </Button>
  );
}
