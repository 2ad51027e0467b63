import * as styles from '../fullScreen.css';
import { defaultRenderLink, type RenderLink } from '../link';

export interface NotFoundProps {
  /** Renders the link back (pass your router's Link). Defaults to `<a>`. */
  renderLink?: RenderLink;
  /** Where the link goes. Defaults to `/profile` (docs/product.md#not-found-page). */
  href?: string;
}

/**
 * The not-found page: the two sentences of docs/product.md#not-found-page and a link back to the
 * profile.
 */
export function NotFound({ renderLink = defaultRenderLink, href = '/profile' }: NotFoundProps) {
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>Sorry, this page isn't available.</h1>
      <p className={styles.text}>
        The link you followed may be broken, or the page may have been removed.
      </p>
      {renderLink({ href, className: styles.link, children: 'Go back to your profile' })}
    </main>
  );
}
