import type { Video } from '@flick/api-types';
import { Avatar, EmptyState, Spinner } from '@flick/design-system';
import { prefersReducedMotion } from '@flick/design-system/layout';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { browserLocalStorage } from '../ports/storage';
import { Caption } from '../reels/Caption';
import { LOGIN_PATH, REGISTER_PATH, videoPath } from '../reels/links';
import type { FromState } from '../routes/RequireAuth';
import { fetchPublicVideo, type PublicVideoAnswer } from '../watch/publicVideos';
import { WATCH_TEXTS } from '../watch/watchTexts';
import * as styles from './WatchPage.css';

/** Signed in is the session store's rule (a stored, non-empty token), read without the stores. */
function signedIn(): boolean {
  const token = browserLocalStorage.getItem('token');
  return token !== null && token !== '';
}

/** Log in and Sign up; logging in comes back to the video's viewer. */
function AccountLinks({ videoId, className }: { videoId: string; className?: string }) {
  const back: FromState = { from: { pathname: videoPath(videoId) } };
  const { _ } = useLingui();
  return (
    <div className={className}>
      <Link className={styles.secondary} to={LOGIN_PATH} state={back}>
        {_(WATCH_TEXTS.logIn)}
      </Link>
      <Link className={styles.primary} to={REGISTER_PATH} state={back}>
        {_(WATCH_TEXTS.signUp)}
      </Link>
    </div>
  );
}

function WatchedVideo({ video }: { video: Video }) {
  // Under reduced motion the video waits for a tap (docs/product.md#keyboard-and-motion).
  const [still] = useState(prefersReducedMotion);
  const fullName = `${video.firstName} ${video.lastName}`.trim();
  const { _ } = useLingui();
  const { likes, comments, shares } = video;
  return (
    <>
      <div className={styles.stage}>
        {/* Muted so it may start by itself (browsers allow only that); the controls unmute. */}
        <video
          className={styles.video}
          src={video.iosUrl}
          poster={video.thumbUrl}
          aria-label={_(WATCH_TEXTS.videoBy(video.userName))}
          controls
          loop
          muted
          playsInline
          autoPlay={!still}
          preload={still ? 'none' : 'auto'}
        />
      </div>
      <section className={styles.details} aria-labelledby="watch-author">
        <div className={styles.author}>
          <Avatar src={video.profilePicture} alt="" size={48} />
          <div>
            <h1 id="watch-author" className={styles.authorName}>
              @{video.userName}
            </h1>
            {fullName ? <p className={styles.fullName}>{fullName}</p> : null}
          </div>
        </div>
        {video.caption ? (
          <Caption video={video} ownUserId={null} className={styles.caption} />
        ) : null}
        <ul className={styles.counts} aria-label={_(WATCH_TEXTS.countsLabel)}>
          <li>{plural(likes, { one: '# like', other: '# likes' })}</li>
          <li>{plural(comments, { one: '# comment', other: '# comments' })}</li>
          <li>{plural(shares, { one: '# share', other: '# shares' })}</li>
        </ul>
        <div className={styles.cta}>
          <h2 className={styles.ctaTitle}>{_(WATCH_TEXTS.ctaTitle)}</h2>
          <p className={styles.ctaText}>{_(WATCH_TEXTS.ctaText(video.userName))}</p>
          <AccountLinks videoId={video.id} className={styles.ctaActions} />
        </div>
      </section>
    </>
  );
}

/**
 * /watch/{id}: a shared video for a signed-out visitor (docs/product.md#watch-page): the video
 * playing muted, its author, caption and counts, and Sign up / Log in. Only a video anyone may
 * watch is found; any other shows "not available". A signed-in visitor goes on to the viewer
 * `/reels/{id}`. It reads no store, like the landing page (docs/architecture.md#performance).
 */
function WatchPage() {
  const { id = '' } = useParams();
  const [answer, setAnswer] = useState<PublicVideoAnswer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const handOver = signedIn();
  const { _ } = useLingui();

  useEffect(() => {
    if (handOver) return;
    const controller = new AbortController();
    setAnswer(null);
    void fetchPublicVideo(id, controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setAnswer(loaded);
    });
    // `attempt` asks again after Retry.
    void attempt;
    return () => controller.abort();
  }, [id, handOver, attempt]);

  if (handOver) return <Navigate to={videoPath(id)} replace />;

  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Link to="/" className={styles.brand}>
          Flick
        </Link>
        <AccountLinks videoId={id} className={styles.barActions} />
      </header>
      <main className={styles.main} aria-busy={answer === null}>
        {answer === null ? (
          <div className={styles.state}>
            <Spinner label={_(WATCH_TEXTS.loading)} />
          </div>
        ) : answer.kind === 'found' ? (
          <WatchedVideo video={answer.video} />
        ) : answer.kind === 'unavailable' ? (
          <div className={styles.state}>
            <h1 className={styles.authorName}>{_(WATCH_TEXTS.unavailableTitle)}</h1>
            <EmptyState
              title={_(WATCH_TEXTS.unavailableText)}
              action={
                <div className={styles.stateActions}>
                  <Link className={styles.primary} to="/">
                    {_(WATCH_TEXTS.goHome)}
                  </Link>
                </div>
              }
            />
          </div>
        ) : (
          <div className={styles.state}>
            <EmptyState
              tone="error"
              title={_(WATCH_TEXTS.failed)}
              action={
                <div className={styles.stateActions}>
                  <button
                    type="button"
                    className={styles.primary}
                    onClick={() => setAttempt((n) => n + 1)}
                  >
                    {_(WATCH_TEXTS.retry)}
                  </button>
                </div>
              }
            />
          </div>
        )}
      </main>
    </div>
  );
}

export default WatchPage;
