import { NotFound } from '@flick/design-system';
import { renderRouterLink } from '../reels/links';

/** Any path outside docs/product.md#routes: the not-found screen with a link back to /profile. */
export default function NotFoundPage() {
  return <NotFound renderLink={renderRouterLink} href="/profile" />;
}
