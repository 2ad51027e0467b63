import { NotFound } from '@flick/design-system';
import { OWN_PROFILE_PATH, renderRouterLink } from '../reels/links';

/** Any path outside docs/product.md#routes: the not-found screen with a link back to /profile. */
export default function NotFoundPage() {
  return <NotFound renderLink={renderRouterLink} href={OWN_PROFILE_PATH} />;
}
