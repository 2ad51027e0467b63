import { LandingHero } from '@flick/design-system';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { renderRouterLink } from '../reels/links';
import { useStores } from '../stores/StoresContext';

/**
 * /: the public landing page — Create New Account, Login, a social sign-in button per
 * provider the server is configured for (none when there are none) and the two app-store
 * links.
 */
const LandingPage = observer(function LandingPage() {
  const { session } = useStores();
  useEffect(() => {
    void session.loadProviders();
  }, [session]);
  return (
    <LandingHero
      renderLink={renderRouterLink}
      appStoreHref="https://apps.apple.com/"
      playStoreHref="https://play.google.com/"
      providers={session.providers}
    />
  );
});

export default LandingPage;
