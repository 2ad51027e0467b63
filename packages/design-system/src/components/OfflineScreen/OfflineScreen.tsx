import { offlineTexts } from '../../i18n/en/offline';
import { useTexts } from '../../i18n/MessagesProvider';
import { WifiOffIcon } from '../../icons/Icons';
import { Button } from '../../primitives/Button';
import * as styles from '../fullScreen.css';

export interface OfflineScreenProps {
  /** The Retry button; the app reloads the page. */
  onRetry: () => void;
}

/** The full screen shown while the browser is offline (docs/product.md#offline-screen). */
export function OfflineScreen({ onRetry }: OfflineScreenProps) {
  const t = useTexts(offlineTexts);
  return (
    <main className={styles.screen} aria-labelledby="flick-offline-title">
      <span className={styles.icon} aria-hidden="true">
        <WifiOffIcon size={56} />
      </span>
      <h1 id="flick-offline-title" className={styles.title}>
        {t.offlineTitle}
      </h1>
      <p className={styles.text}>{t.offlineText}</p>
      <Button size="lg" onClick={() => onRetry()}>
        {t.retry}
      </Button>
    </main>
  );
}
