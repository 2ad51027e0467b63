import { LandingHero } from '@flick/design-system';
import type { SignInProvider } from '@flick/stores';
import { useEffect, useState } from 'react';
import { renderRouterLink } from '../reels/links';
import { fetchSignInProviders } from './landingProviders';

/**
 * /: the public landing page — Create New Account, Login, a social sign-in button per
 * provider the server is configured for (none when there are none) and the two app-store
 * links. It reads no store: the first page a newcomer opens loads no MobX
 * (docs/architecture.md#performance).
 */
function LandingPage() {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  useEffect(() => {
    let current = true;
    void fetchSignInProviders().then((loaded) => {
      if (current) setProviders(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <LandingHero
      renderLink={renderRouterLink}
      appStoreHref="https://apps.apple.com/"
      playStoreHref="https://play.google.com/"
      providers={providers}
    />
  );
}

export default LandingPage;
