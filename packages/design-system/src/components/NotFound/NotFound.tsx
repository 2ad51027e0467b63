import * as styles from '../fullScreen.css';
import { defaultRenderLink, type RenderLink } from '../link';

export interface NotFoundProps {
  /** Renders the link back (pass your router's Link). Defaults to `<a>`. */
  renderLink?: RenderLink;
  /**
   * Where `Go back to your profile` goes: the signed-in person's own profile in your app's
   * routes (Flick's is `/profile`, docs/product.md#not-found-page). Required: the package
   * holds no app routes.
   */
  href: string;
}

/**
 * The not-found page: the two sentences of docs/product.md#not-found-page and a link back to the
 * profile.
 */
export function NotFound({ renderLink = defaultRenderLink, href }: NotFoundProps) {
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
