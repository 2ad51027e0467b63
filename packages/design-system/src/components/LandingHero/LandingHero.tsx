import { useEffect, useRef, useState } from 'react';
import { accountTexts } from '../../i18n/en/account';
import { useTexts } from '../../i18n/MessagesProvider';
import { VideoIcon } from '../../icons/Icons';
import { prefersReducedMotion } from '../../tokens/motion';
import { defaultRenderLink, type RenderLink } from '../link';
import * as styles from './LandingHero.css';

/** A social sign-in provider's button: a full-page link to the server's sign-in start. */
export interface LandingHeroProvider {
  /** The provider's name, e.g. `google`; the button's key. */
  name: string;
  /** Shown as `Continue with <label>`, e.g. `Google`. */
  label: string;
  /** Where the sign-in starts, e.g. `/api/account/oidc/google/start`. */
  href: string;
}

/** A video the phone frame plays: a public video's file and poster. */
export interface LandingHeroVideo {
  /** The video file's address. */
  videoUrl: string;
  /** Its poster, shown first (and only, under reduced motion). */
  posterUrl: string;
}

export interface LandingHeroProps {
  /** Renders the in-app links (pass your router's Link). Defaults to `<a>`. */
  renderLink?: RenderLink;
  /**
   * Where `Create New Account` goes: your app's sign-up page (Flick's is `/register`).
   * Required: the package holds no app routes.
   */
  registerHref: string;
  /**
   * Where `Login` goes: your app's sign-in page (Flick's is `/login`). Required: the
   * package holds no app routes.
   */
  loginHref: string;
  /** App Store listing address. */
  appStoreHref: string;
  /** Google Play listing address. */
  playStoreHref: string;
  /** Configured social sign-in providers; none shows no social buttons. */
  providers?: readonly LandingHeroProvider[];
  /**
   * Videos the phone frame (medium width and up) plays one after the other, muted and
   * looping; none leaves the frame an empty gradient.
   */
  showcase?: readonly LandingHeroVideo[];
}

/**
 * The phone frame's screen: each video in turn, muted, from its poster; one video loops.
 * Under reduced motion only the first poster shows. Decorative: the frame is hidden from
 * assistive technology and takes no pointer.
 */
function Showcase({ videos }: { videos: readonly LandingHeroVideo[] }) {
  const [index, setIndex] = useState(0);
  const [still] = useState(prefersReducedMotion);
  const video = useRef<HTMLVideoElement>(null);
  const current = videos[index % videos.length];
  // Started by a call rather than `autoplay`, as the player does: a muted play is allowed
  // without a gesture, and a refusal (a browser's power saving) leaves the poster.
  useEffect(() => {
    if (still || index < 0) return;
    video.current?.play().catch(() => undefined);
  }, [still, index]);
  if (!current) return null;
  if (still) return <img className={styles.screen} src={current.posterUrl} alt="" />;
  return (
    <video
      // A new element per video: its poster shows until that video's first frame.
      key={index}
      ref={video}
      className={styles.screen}
      src={current.videoUrl}
      poster={current.posterUrl}
      data-testid="landing-showcase"
      muted
      playsInline
      loop={videos.length === 1}
      preload="auto"
      disablePictureInPicture
      tabIndex={-1}
      onEnded={() => setIndex((at) => (at + 1) % videos.length)}
    />
  );
}

/**
 * The public landing page: Create New Account, Login, a `Continue with …` button per
 * configured social sign-in provider, and the two app-store links.
 */
export function LandingHero({
  renderLink = defaultRenderLink,
  registerHref,
  loginHref,
  appStoreHref,
  playStoreHref,
  providers = [],
  showcase = [],
}: LandingHeroProps) {
  const t = useTexts(accountTexts);
  return (
    <main className={styles.hero}>
      <div className={styles.phone} aria-hidden="true">
        {showcase.length > 0 ? <Showcase videos={showcase} /> : null}
      </div>
      <section className={styles.panel} aria-labelledby="flick-landing-title">
        <h1 id="flick-landing-title" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            <VideoIcon size={40} />
          </span>
          {t.brand}
        </h1>
        <p className={styles.tagline}>{t.tagline}</p>
        {renderLink({
          href: registerHref,
          className: [styles.action, styles.primary].join(' '),
          children: t.createAccount,
        })}
        {renderLink({
          href: loginHref,
          className: [styles.action, styles.secondary].join(' '),
          children: t.login,
        })}
        {providers.length > 0 ? (
          <>
            <p className={styles.divider}>{t.or}</p>
            <ul className={styles.providers} aria-label={t.socialSignIn}>
              {providers.map((provider) => (
                <li key={provider.name}>
                  {/* A plain link: the sign-in leaves the app for the provider's page. */}
                  <a className={[styles.action, styles.secondary].join(' ')} href={provider.href}>
                    {t.continueWith(provider.label)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className={styles.storesTitle}>{t.getTheApp}</p>
        <ul className={styles.stores}>
          <li>
            <a
              className={styles.store}
              href={appStoreHref}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t.appStore}
            </a>
          </li>
          <li>
            <a
              className={styles.store}
              href={playStoreHref}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t.googlePlay}
            </a>
          </li>
        </ul>
      </section>
    </main>
  );
}
