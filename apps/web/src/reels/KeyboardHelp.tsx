import { Dialog } from '@flick/design-system';
import * as styles from './KeyboardHelp.css';
import { REEL_KEYS } from './keyMap';

/**
 * The keyboard help sheet `?` opens on the feed and in the viewer: every key of the one
 * keyboard map (docs/product.md#player-gestures-and-keys). Escape closes it. Loaded when
 * first opened (see `LazyKeyboardHelp`): the Radix dialog stays out of the feed's first load.
 */
export default function KeyboardHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => onOpenChange(next)}
      title="Keyboard shortcuts"
      size="sm"
    >
      <dl className={styles.list}>
        {REEL_KEYS.map((entry) => (
          <div key={entry.label} style={{ display: 'contents' }}>
            <dt className={styles.keys}>
              {entry.keyLabels.map((keyLabel) => (
                <kbd key={keyLabel} className={styles.key}>
                  {keyLabel}
                </kbd>
              ))}
            </dt>
            <dd className={styles.label}>{entry.label}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
