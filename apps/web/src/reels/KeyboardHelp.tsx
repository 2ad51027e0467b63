import { Dialog } from '@flick/design-system';
import { useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => onOpenChange(next)}
      title={t`Keyboard shortcuts`}
      size="sm"
    >
      <dl className={styles.list}>
        {REEL_KEYS.map((entry) => (
          <div key={entry.keys.join(' ')} style={{ display: 'contents' }}>
            <dt className={styles.keys}>
              {entry.keyLabels.map((keyLabel) => {
                const shown = typeof keyLabel === 'string' ? keyLabel : i18n._(keyLabel);
                return (
                  <kbd key={shown} className={styles.key}>
                    {shown}
                  </kbd>
                );
              })}
            </dt>
            <dd className={styles.label}>{i18n._(entry.label)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
