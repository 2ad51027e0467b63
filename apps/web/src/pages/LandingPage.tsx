import { LandingHero } from '@flick/design-system';
import { renderRouterLink } from '../reels/links';

/** /: the public landing page — Create New Account, Login and the two app-store links. */
export default function LandingPage() {
  return (
    <LandingHero
      renderLink={renderRouterLink}
      appStoreHref="https://apps.apple.com/"
      playStoreHref="https://play.google.com/"
    />
  );
}
