import { notFoundTexts } from '../../i18n/en/notFound';
import { useTexts } from '../../i18n/MessagesProvider';
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
  const t = useTexts(notFoundTexts);
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t.notFoundTitle}</h1>
      <p className={styles.text}>{t.notFoundText}</p>
      {renderLink({ href, className: styles.link, children: t.notFoundLink })}
    </main>
  );
}
