import { type ReactNode, useEffect, useRef, useState } from 'react';
import { preload as preloadResource } from 'react-dom';
import { MutedIcon, PlayIcon, VolumeIcon } from '../../icons/Icons';
import { IconButton } from '../../primitives/IconButton';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './ReelPlayer.css';

export interface ReelPlayerProps {
  /** Video address (the video's `iosUrl`). */
  src: string;
  /** Image shown before the first frame. */
  poster?: string;
  /** Accessible description of the video, e.g. `Video by ada`. */
  label: string;
  /**
   * Controlled play intent. When set, taps call `onPlayingChange` and the app decides.
   * Even when `true`, the video only plays while visible and `active`.
   */
  playing?: boolean;
  /** Initial play intent when uncontrolled. Defaults to true (autoplay, muted). */
  defaultPlaying?: boolean;
  /** Called when the user taps to play or pause. */
  onPlayingChange?: (change: { playing: boolean }) => void;
  /** Controlled sound state. */
  muted?: boolean;
  /** Initial sound state when uncontrolled. Defaults to true: browsers only autoplay muted. */
  defaultMuted?: boolean;
  /** Called when the user presses the unmute/mute control. */
  onMutedChange?: (change: { muted: boolean }) => void;
  /** Set by a feed: only the active video may play. Defaults to true. */
  active?: boolean;
  /** How much to fetch ahead. A feed sets `auto` on the next video. Defaults to `metadata`. */
  preload?: 'none' | 'metadata' | 'auto';
  /**
   * `high` fetches the poster ahead of other images (a feed's current video); a `<video>`
   * poster has no `fetchpriority` of its own, so a high-priority preload hint is added.
   */
  posterPriority?: 'high' | 'auto';
  /** Called once per source when its first frame is ready (`loadeddata`). */
  onFirstFrame?: () => void;
  /** Content drawn over the video (owner, caption, actions). */
  children?: ReactNode;
  className?: string;
}

type PlaybackState = 'playing' | 'paused' | 'error';

/**
 * A looping short video without native controls. Tapping the surface toggles play and
 * pause; it starts muted with a visible unmute control, shows its progress along the
 * bottom and plays only while at least 60 % of it is on screen (IntersectionObserver).
 * `data-state` is `playing`, `paused` or `error`.
 */
export function ReelPlayer({
  src,
  poster,
  label,
  playing,
  defaultPlaying = true,
  onPlayingChange,
  muted,
  defaultMuted = true,
  onMutedChange,
  active = true,
  preload = 'metadata',
  posterPriority = 'auto',
  onFirstFrame,
  children,
  className,
}: ReelPlayerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [intentState, setIntentState] = useState(defaultPlaying);
  const [mutedState, setMutedState] = useState(defaultMuted);
  const [visible, setVisible] = useState(false);
  const [state, setState] = useState<PlaybackState>('paused');
  const [buffering, setBuffering] = useState(false);
  const [progress, setProgress] = useState(0);

  if (poster && posterPriority === 'high')
    preloadResource(poster, { as: 'image', fetchPriority: 'high' });
  const wantsToPlay = playing ?? intentState;
  const isMuted = muted ?? mutedState;
  const shouldPlay = wantsToPlay && active && visible && state !== 'error';

  useEffect(() => {
    const element = rootRef.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // isIntersecting stays true below the threshold; the ratio says "mostly visible".
          setVisible(entry.isIntersecting && entry.intersectionRatio >= 0.6 - 0.001);
        }
      },
      // "Visible" means most of the video is on screen, so two half-visible videos in a
      // feed never play together.
      { threshold: 0.6 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new source gets a fresh start after an error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the source changes
  useEffect(() => {
    setState('paused');
    setProgress(0);
  }, [src]);

  // A video preloaded before it was given `onFirstFrame` (the next one in a feed becoming
  // the current one) already fired `loadeddata`: report its first frame now.
  const firstFrameRef = useRef(onFirstFrame);
  firstFrameRef.current = onFirstFrame;
  const hasFirstFrameListener = onFirstFrame !== undefined;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hasFirstFrameListener) return;
    if (video.readyState >= 2 /* HAVE_CURRENT_DATA */) firstFrameRef.current?.();
  }, [hasFirstFrameListener]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React does not keep the `muted` property in sync after mount; set it directly.
    video.muted = isMuted;
  }, [isMuted]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (shouldPlay) {
      // play() rejects when the browser blocks autoplay or the source fails; the element's
      // own events keep `state` truthful either way.
      video.play()?.catch(() => {});
    } else if (!video.paused) {
      video.pause();
    }
  }, [shouldPlay]);

  const toggle = () => {
    const next = !wantsToPlay;
    if (playing === undefined) setIntentState(next);
    onPlayingChange?.({ playing: next });
  };

  const toggleMuted = () => {
    const next = !isMuted;
    if (muted === undefined) setMutedState(next);
    onMutedChange?.({ muted: next });
  };

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
    >
      <video
        ref={videoRef}
        className={styles.video}
        src={src}
        poster={poster}
        loop
        playsInline
        muted={isMuted}
        preload={preload}
        aria-label={label}
        // An error is sticky until the source changes: pausing a failed video fires `pause`.
        onPlay={() => setState((current) => (current === 'error' ? current : 'playing'))}
        onPause={() => setState((current) => (current === 'error' ? current : 'paused'))}
        onWaiting={() => setBuffering(true)}
        onPlaying={() => setBuffering(false)}
        onCanPlay={() => setBuffering(false)}
        onError={() => setState('error')}
        onLoadedData={() => onFirstFrame?.()}
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          setProgress(duration > 0 ? (currentTime / duration) * 100 : 0);
        }}
      />
      <button
        type="button"
        className={styles.surface}
        aria-label={wantsToPlay ? `Pause: ${label}` : `Play: ${label}`}
        onClick={toggle}
        disabled={state === 'error'}
      >
        {!wantsToPlay && state !== 'error' ? (
          <span className={styles.bigIcon}>
            <PlayIcon size={36} />
          </span>
        ) : null}
      </button>
      {buffering && shouldPlay ? (
        <Spinner className={styles.spinner} size={40} label="Loading video" />
      ) : null}
      {state === 'error' ? (
        <p className={styles.message} role="alert">
          This video can’t be played right now.
        </p>
      ) : null}
      <IconButton
        className={styles.muteButton}
        tone="overVideo"
        label={isMuted ? 'Unmute' : 'Mute'}
        icon={isMuted ? <MutedIcon size={22} /> : <VolumeIcon size={22} />}
        onClick={toggleMuted}
      />
      {children}
      <ProgressBar
        className={styles.progress}
        tone="overVideo"
        value={progress}
        label="Video progress"
      />
    </div>
  );
}
