import { useTexts } from '../../i18n/MessagesProvider';
import { VideoIcon } from '../../icons/Icons';
import { Spinner } from '../../primitives/Spinner';
import * as styles from '../fullScreen.css';

export interface PageLoaderProps {
  /** Announced to screen readers. Defaults to `Loading`. */
  label?: string;
}

/**
 * The loader shown between routes (1 second on every path change,
 * docs/product.md#page-change-loader): at least as tall as the screen, in the page's place
 * (beside an app's navigation, or filling the screen where there is none).
 */
export function PageLoader({ label }: PageLoaderProps) {
  const t = useTexts();
  return (
    <div className={styles.screen}>
      <span className={styles.icon} aria-hidden="true">
        <VideoIcon size={48} />
      </span>
      <Spinner size={32} label={label ?? t.loading} />
    </div>
  );
}
