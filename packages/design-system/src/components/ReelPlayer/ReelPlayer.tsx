import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { preload as preloadResource } from 'react-dom';
import { CaptionsIcon, MutedIcon, PlayIcon, VolumeIcon } from '../../icons/Icons';
import { IconButton } from '../../primitives/IconButton';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Spinner } from '../../primitives/Spinner';
import { type ReelCaptions, useCaptionTrack } from './captionTrack';
import * as styles from './ReelPlayer.css';

export type { ReelCaptions } from './captionTrack';

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
  /**
   * Set by a feed on the video it is bringing on screen: it plays from the moment it is
   * `active`, without waiting to be 60 % visible (the feed's own scroll or snap animation
   * brings it there). Defaults to false.
   */
  eager?: boolean;
  /** How much to fetch ahead. A feed sets `auto` on the next video. Defaults to `metadata`. */
  preload?: 'none' | 'metadata' | 'auto';
  /**
   * `high` fetches the poster ahead of other images (a feed's current video); a `<video>`
   * poster has no `fetchpriority` of its own, so a high-priority preload hint is added.
   */
  posterPriority?: 'high' | 'auto';
  /** Called once per source when its first frame is ready (`loadeddata`). */
  onFirstFrame?: () => void;
  /**
   * An existing `<video>` to show instead of a new one, e.g. one a boot script started
   * before the app ran: it is moved into the player as it is (still playing, same position,
   * no new download) and then kept in step with the props like the player's own. Read on
   * the first render only; its `src` should be `src`.
   */
  videoElement?: HTMLVideoElement;
  /**
   * Captions (docs/product.md#captions): a `<track kind="captions">`, shown by default, a CC
   * button (`aria-pressed`) and the current cue mirrored into a polite live region.
   */
  captions?: ReelCaptions;
  /** Controlled captions state (shown or not). */
  captionsOn?: boolean;
  /** Initial captions state when uncontrolled. Defaults to true. */
  defaultCaptionsOn?: boolean;
  /** Called when the user presses the CC button. */
  onCaptionsChange?: (change: { captionsOn: boolean }) => void;
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
  eager = false,
  preload = 'metadata',
  posterPriority = 'auto',
  onFirstFrame,
  videoElement,
  captions,
  captionsOn,
  defaultCaptionsOn = true,
  onCaptionsChange,
  children,
  className,
}: ReelPlayerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const [adopted] = useState(videoElement);
  const [intentState, setIntentState] = useState(defaultPlaying);
  const [mutedState, setMutedState] = useState(defaultMuted);
  // An adopted video was on screen already: it keeps playing until the observer says otherwise.
  const [visible, setVisible] = useState(adopted !== undefined);
  const [state, setState] = useState<PlaybackState>(() =>
    adopted && !adopted.paused ? 'playing' : 'paused',
  );
  const [buffering, setBuffering] = useState(false);
  const [progress, setProgress] = useState(0);
  const [captionsState, setCaptionsState] = useState(defaultCaptionsOn);
  const showCaptions = captionsOn ?? captionsState;

  if (poster && posterPriority === 'high')
    preloadResource(poster, { as: 'image', fetchPriority: 'high' });
  const wantsToPlay = playing ?? intentState;
  const isMuted = muted ?? mutedState;
  const shouldPlay = wantsToPlay && active && (visible || eager) && state !== 'error';

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

  // A new source gets a fresh start after an error (not the first one: an adopted video
  // may be playing already).
  const shownSrc = useRef(src);
  useEffect(() => {
    if (shownSrc.current === src) return;
    shownSrc.current = src;
    setState('paused');
    setProgress(0);
  }, [src]);

  // An adopted video moves into the slot before the browser paints (no flash, and a move
  // within the document does not pause it), with the player's class instead of its styles.
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!adopted || !slot) return;
    if (adopted.parentNode !== slot) slot.append(adopted);
    adopted.removeAttribute('style');
    adopted.className = styles.video;
    adopted.loop = true;
    adopted.playsInline = true;
    videoRef.current = adopted;
  }, [adopted]);
  useLayoutEffect(() => {
    if (!adopted) return;
    if (adopted.getAttribute('src') !== src) adopted.src = src;
    if (poster === undefined) adopted.removeAttribute('poster');
    else if (adopted.getAttribute('poster') !== poster) adopted.poster = poster;
    adopted.preload = preload;
    adopted.setAttribute('aria-label', label);
  }, [adopted, src, poster, preload, label]);

  // The video's events, on the player's own element or an adopted one alike; the handlers
  // read the latest props through a ref.
  const handlers = {
    // An error is sticky until the source changes: pausing a failed video fires `pause`.
    play: () => setState((current) => (current === 'error' ? current : 'playing')),
    pause: () => setState((current) => (current === 'error' ? current : 'paused')),
    waiting: () => setBuffering(true),
    playing: () => setBuffering(false),
    canplay: () => setBuffering(false),
    error: () => setState('error'),
    loadeddata: () => onFirstFrame?.(),
    timeupdate: () => {
      const video = videoRef.current;
      if (!video) return;
      const { currentTime, duration } = video;
      setProgress(duration > 0 ? (currentTime / duration) * 100 : 0);
    },
  };
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the element changes with `adopted`
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const types = Object.keys(handlersRef.current) as (keyof typeof handlers)[];
    const listeners = types.map((type) => [type, () => handlersRef.current[type]()] as const);
    for (const [type, listener] of listeners) video.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) video.removeEventListener(type, listener);
    };
  }, [adopted]);

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

  const cue = useCaptionTrack(videoRef, adopted, captions, showCaptions);
  const toggleCaptions = () => {
    const next = !showCaptions;
    if (captionsOn === undefined) setCaptionsState(next);
    onCaptionsChange?.({ captionsOn: next });
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
      {adopted ? (
        <div ref={slotRef} className={styles.slot} />
      ) : (
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
        />
      )}
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
      {captions ? (
        <>
          <IconButton
            className={styles.captionsButton}
            tone="overVideo"
            label="Captions"
            aria-pressed={showCaptions}
            icon={<CaptionsIcon size={22} />}
            onClick={toggleCaptions}
          />
          <div className={styles.visuallyHidden} aria-live="polite" data-captions-live="">
            {cue}
          </div>
        </>
      ) : null}
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
