import { LandingHero, type LandingHeroVideo } from '@flick/design-system';
import { mediaQueries } from '@flick/design-system/layout';
import type { SignInProvider } from '@flick/stores';
import { useEffect, useState } from 'react';
import { LOGIN_PATH, REGISTER_PATH, renderRouterLink } from '../reels/links';
import { fetchShowcaseVideos } from '../watch/publicVideos';
import { fetchSignInProviders } from './landingProviders';

/**
 * The phone frame's videos: a few public ones (docs/product.md#landing-page), asked only
 * where the frame shows (medium width and up), so a phone downloads no video it cannot see.
 */
function useShowcase(): LandingHeroVideo[] {
  const [showcase, setShowcase] = useState<LandingHeroVideo[]>([]);
  useEffect(() => {
    if (!window.matchMedia?.(mediaQueries.medium).matches) return;
    let current = true;
    void fetchShowcaseVideos().then((videos) => {
      if (current) {
        setShowcase(videos.map((video) => ({ videoUrl: video.iosUrl, posterUrl: video.thumbUrl })));
      }
    });
    return () => {
      current = false;
    };
  }, []);
  return showcase;
}

/**
 * /: the public landing page — Create New Account, Login, a social sign-in button per
 * provider the server is configured for (none when there are none), the two app-store
 * links and a phone frame playing a few public videos. It reads no store: the first page a newcomer opens loads no MobX
 * (docs/architecture.md#performance).
 */
function LandingPage() {
  const showcase = useShowcase();
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
      registerHref={REGISTER_PATH}
      loginHref={LOGIN_PATH}
      appStoreHref="https://apps.apple.com/"
      playStoreHref="https://play.google.com/"
      providers={providers}
      showcase={showcase}
    />
  );
}

export default LandingPage;
