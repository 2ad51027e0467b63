import * as Slider from '@radix-ui/react-slider';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { preload as preloadResource } from 'react-dom';
import {
  CaptionsIcon,
  ExitFullscreenIcon,
  FullscreenIcon,
  HeartFilledIcon,
  MutedIcon,
  PlayIcon,
  VolumeIcon,
} from '../../icons/Icons';
import { IconButton } from '../../primitives/IconButton';
import { Spinner } from '../../primitives/Spinner';
import { prefersReducedMotion } from '../../tokens/motion';
import { type ReelCaptions, useCaptionTrack } from './captionTrack';
import { CueBox, CueContext, type CueSlot } from './ReelCue';
import * as styles from './ReelPlayer.css';
import { usePainted } from './usePainted';

export type { ReelCaptions } from './captionTrack';

/**
 * A clip at least this many times as tall as it is wide is a tall one (9:16 is 1.78): a
 * phone's feed fills the screen with it; a wider one is marked `data-wide` and shown whole.
 */
export const TALL_CLIP_RATIO = 1.5;

/** A second tap within this many milliseconds makes a double tap. */
export const DOUBLE_TAP_MS = 300;
/** How far the arrow keys move the focused seek bar, in seconds. */
export const SEEK_STEP_SECONDS = 5;

/** What an app may ask of a player (through `ref`), e.g. from a keyboard shortcut. */
export interface ReelPlayerHandle {
  /** Enters full screen with the player's container, or leaves it. */
  toggleFullscreen: () => void;
}

/** `m:ss`, the way the seek bar reads its position aloud. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const canFullscreen = () =>
  typeof document !== 'undefined' &&
  typeof document.documentElement.requestFullscreen === 'function';

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
   * Called on every time update of the video (`timeupdate`), with its position and length in
   * seconds: an app measures how much was watched. A looping video's position goes back to
   * the start after its end.
   */
  onTimeUpdate?: (time: { currentTime: number; duration: number }) => void;
  /**
   * An existing `<video>` to show instead of a new one, e.g. one a boot script started
   * before the app ran: it is moved into the player as it is (still playing, same position,
   * no new download) and then kept in step with the props like the player's own. Read on
   * the first render only; its `src` should be `src`, and it should be CORS-enabled
   * (`crossOrigin = 'anonymous'`) as the player's own video is, or its captions cannot load
   * from another origin.
   */
  videoElement?: HTMLVideoElement;
  /**
   * Where the video starts, in seconds (a restored place). Read on the first render only;
   * defaults to its start.
   */
  startTime?: number;
  /**
   * Captions (docs/product.md#captions): a `<track kind="captions">`, shown by default, a CC
   * button (`aria-pressed`) and the current cue drawn over the video (light on the dark
   * scrim, above the children and clear of the seek bar; children place it with `ReelCue`)
   * and, while the video plays, mirrored into a polite live region.
   */
  captions?: ReelCaptions;
  /** Controlled captions state (shown or not). */
  captionsOn?: boolean;
  /** Initial captions state when uncontrolled. Defaults to true. */
  defaultCaptionsOn?: boolean;
  /** Called when the user presses the CC button. */
  onCaptionsChange?: (change: { captionsOn: boolean }) => void;
  /**
   * Called on a double tap (an app likes the video). A heart bursts where the tap landed,
   * unless the visitor prefers reduced motion. While set, a single tap waits
   * `DOUBLE_TAP_MS` before it plays or pauses, so a double tap does not also pause.
   */
  onDoubleTap?: () => void;
  /** Content drawn over the video (owner, caption, actions). */
  children?: ReactNode;
  className?: string;
  /** `toggleFullscreen()`, for a keyboard shortcut. */
  ref?: Ref<ReelPlayerHandle>;
}

type PlaybackState = 'playing' | 'paused' | 'error';

interface Heart {
  id: number;
  x: number;
  y: number;
}

/**
 * A looping short video without native controls. Tapping the surface toggles play and
 * pause (a double tap calls `onDoubleTap` instead); it starts muted with a visible unmute
 * control and a full-screen button, shows its position on a seek bar along the bottom
 * (click or drag to seek, arrow keys move 5 s while it has focus) and plays only while at
 * least 60 % of it is on screen (IntersectionObserver). `data-state` is `playing`,
 * `paused` or `error`. If the browser refuses to play with sound, it plays muted and shows
 * the unmute control, without changing the `muted` the app asked for.
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
  onTimeUpdate,
  videoElement,
  startTime,
  captions,
  captionsOn,
  defaultCaptionsOn = true,
  onCaptionsChange,
  onDoubleTap,
  children,
  className,
  ref,
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
  const [time, setTime] = useState({ current: 0, duration: 0 });
  // The browser refused to start this source with sound: it plays muted until a tap on Unmute.
  const [soundBlocked, setSoundBlocked] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [fullscreenAvailable] = useState(canFullscreen);
  const [hearts, setHearts] = useState<Heart[]>([]);
  const tapTimer = useRef<{ timer: ReturnType<typeof setTimeout>; double: boolean } | null>(null);
  const heartId = useRef(0);
  const [captionsState, setCaptionsState] = useState(defaultCaptionsOn);
  const showCaptions = captionsOn ?? captionsState;

  // In the same CORS mode as the <video crossorigin> that shows it: a preload of another mode
  // is not used, and from a bucket its no-CORS copy can stand in the cache for the poster.
  if (poster && posterPriority === 'high')
    preloadResource(poster, { as: 'image', fetchPriority: 'high', crossOrigin: 'anonymous' });
  const wantsToPlay = playing ?? intentState;
  const isMuted = muted ?? mutedState;
  const playsMuted = isMuted || soundBlocked;
  const shouldPlay = wantsToPlay && active && (visible || eager) && state !== 'error';
  // The seek bar's slider mounts once the player has been painted (usePainted).
  const seekable = usePainted();

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
    setTime({ current: 0, duration: 0 });
    setSoundBlocked(false);
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

  const readTime = () => {
    const video = videoRef.current;
    if (!video) return;
    const duration = Number.isFinite(video.duration) ? video.duration : 0;
    setTime({ current: Math.min(video.currentTime, duration), duration });
    video.toggleAttribute('data-wide', video.videoHeight < video.videoWidth * TALL_CLIP_RATIO);
  };

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
      readTime();
      const video = videoRef.current;
      if (video && onTimeUpdate) {
        onTimeUpdate({ currentTime: video.currentTime, duration: video.duration });
      }
    },
    durationchange: () => readTime(),
    loadedmetadata: () => readTime(),
    seeked: () => readTime(),
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

  // A restored video goes on where it was left: set before its length is known, the time is
  // where the browser starts it (its default playback start position).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on the first render only
  useLayoutEffect(() => {
    if (startTime && videoRef.current) videoRef.current.currentTime = startTime;
  }, []);

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

  // `state` as rendered: React may have set `muted` (and a browser paused) before this runs.
  const wasPlaying = state === 'playing';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of sound only
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React does not keep the `muted` property in sync after mount; set it directly.
    video.muted = playsMuted;
    // A browser pauses a video unmuted without a gesture (an adopted one that started
    // muted): it goes on muted instead, with the unmute control showing.
    if (!playsMuted && wasPlaying && video.paused) {
      video.muted = true;
      setSoundBlocked(true);
      video.play()?.catch(() => {});
    }
  }, [playsMuted]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (shouldPlay) {
      // play() rejects when the browser blocks autoplay or the source fails; the element's
      // own events keep `state` truthful either way.
      // A refusal to play with sound (autoplay policy) is retried muted.
      video.play()?.catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
          video.muted = true;
          setSoundBlocked(true);
          video.play()?.catch(() => {});
        }
      });
    } else if (!video.paused) {
      video.pause();
    }
  }, [shouldPlay]);

  const toggle = () => {
    const next = !wantsToPlay;
    if (playing === undefined) setIntentState(next);
    onPlayingChange?.({ playing: next });
  };

  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;

  const cue = useCaptionTrack(videoRef, adopted, captions, showCaptions);
  // How many ReelCue boxes in the children draw the cue; none: the player draws it.
  const [cueClaims, setCueClaims] = useState(0);
  const claimCue = useCallback(() => {
    setCueClaims((count) => count + 1);
    return () => setCueClaims((count) => count - 1);
  }, []);
  const cueSlot = useMemo<CueSlot>(() => ({ cue, claim: claimCue }), [cue, claimCue]);
  const toggleCaptions = () => {
    const next = !showCaptions;
    if (captionsOn === undefined) setCaptionsState(next);
    onCaptionsChange?.({ captionsOn: next });
  };

  const toggleMuted = () => {
    const next = !playsMuted;
    setSoundBlocked(false);
    if (muted === undefined) setMutedState(next);
    onMutedChange?.({ muted: next });
  };

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  useEffect(
    () => () => {
      if (tapTimer.current) clearTimeout(tapTimer.current.timer);
    },
    [],
  );

  // A feed moving on (keys, swipe) leaves full screen with the video it leaves.
  useEffect(() => {
    if (!active && document.fullscreenElement && document.fullscreenElement === rootRef.current)
      void document.exitFullscreen?.().catch(() => {});
  }, [active]);

  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (!root || !fullscreenAvailable) return;
    if (document.fullscreenElement === root) void document.exitFullscreen?.().catch(() => {});
    else void root.requestFullscreen?.().catch(() => {});
  };
  useImperativeHandle(ref, () => ({ toggleFullscreen }));

  const burstHeart = (event: MouseEvent<HTMLButtonElement>) => {
    // docs/product.md#player-gestures-and-keys: no heart animation under reduced motion.
    if (prefersReducedMotion()) return;
    const box = event.currentTarget.getBoundingClientRect();
    const id = ++heartId.current;
    setHearts((current) => [
      ...current,
      { id, x: event.clientX - box.left, y: event.clientY - box.top },
    ]);
  };

  const onSurfaceClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space on the focused surface (detail 0), or no double-tap action: at once.
    if (!onDoubleTap || event.detail === 0) {
      toggle();
      return;
    }
    const pending = tapTimer.current;
    if (pending) clearTimeout(pending.timer);
    if (pending) {
      // The second tap (or a further one right after): like, never play or pause.
      burstHeart(event);
      onDoubleTap();
    }
    const double = pending !== null;
    tapTimer.current = {
      double,
      timer: setTimeout(() => {
        tapTimer.current = null;
        if (!double) toggleRef.current();
      }, DOUBLE_TAP_MS),
    };
  };

  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video || time.duration <= 0) return;
    const next = Math.min(Math.max(seconds, 0), time.duration);
    video.currentTime = next;
    setTime({ current: next, duration: time.duration });
  };
  const onSeekKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? SEEK_STEP_SECONDS
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -SEEK_STEP_SECONDS
          : 0;
    if (step === 0) return;
    // Handled here: neither the slider's own small step nor a feed's ↑/↓ moves.
    event.preventDefault();
    event.stopPropagation();
    seekTo((videoRef.current?.currentTime ?? time.current) + step);
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
          // The caption track is fetched in the video's CORS mode. Media may be answered by a
          // redirect to another origin (an object store, docs/adr/0092-media-from-a-bucket-in-the-browser.md):
          // without `crossorigin` the browser refuses a track that ends up cross-origin.
          crossOrigin="anonymous"
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
        onClick={onSurfaceClick}
        disabled={state === 'error'}
      >
        {!wantsToPlay && state !== 'error' ? (
          <span className={styles.bigIcon}>
            <PlayIcon size={36} />
          </span>
        ) : null}
      </button>
      {hearts.map((heart) => (
        <span
          key={heart.id}
          className={styles.heart}
          style={{ left: heart.x, top: heart.y }}
          data-testid="heart-burst"
          aria-hidden="true"
          onAnimationEnd={() =>
            setHearts((current) => current.filter((other) => other.id !== heart.id))
          }
        >
          <HeartFilledIcon size={88} />
        </span>
      ))}
      {buffering && shouldPlay ? (
        <Spinner className={styles.spinner} size={40} label="Loading video" />
      ) : null}
      {state === 'error' ? (
        <p className={styles.message} role="alert">
          This video can’t be played right now.
        </p>
      ) : null}
      <div className={styles.topControls}>
        {fullscreenAvailable ? (
          <IconButton
            tone="overVideo"
            label={fullscreen ? 'Exit full screen' : 'Full screen'}
            aria-pressed={fullscreen}
            icon={fullscreen ? <ExitFullscreenIcon size={22} /> : <FullscreenIcon size={22} />}
            onClick={toggleFullscreen}
          />
        ) : null}
        <IconButton
          tone="overVideo"
          label={playsMuted ? 'Unmute' : 'Mute'}
          icon={playsMuted ? <MutedIcon size={22} /> : <VolumeIcon size={22} />}
          onClick={toggleMuted}
        />
        {captions ? (
          <IconButton
            tone="overVideo"
            label="Captions"
            aria-pressed={showCaptions}
            icon={<CaptionsIcon size={22} />}
            onClick={toggleCaptions}
          />
        ) : null}
      </div>
      {captions ? (
        // Only a playing video speaks: one that stops (paused, or left in a feed) empties
        // its region, so no region holds a cue nobody is watching.
        <div className={styles.visuallyHidden} aria-live="polite" data-captions-live="">
          {state === 'playing' ? cue : ''}
        </div>
      ) : null}
      <CueContext.Provider value={captions ? cueSlot : null}>{children}</CueContext.Provider>
      {captions && cueClaims === 0 ? <CueBox cue={cue} className={styles.ownCue} /> : null}
      {seekable ? (
        <Slider.Root
          className={styles.seek}
          min={0}
          max={time.duration > 0 ? time.duration : 1}
          step={0.01}
          value={[time.current]}
          disabled={time.duration <= 0}
          onValueChange={([seconds]) => {
            if (seconds !== undefined) seekTo(seconds);
          }}
          onKeyDown={onSeekKeyDown}
        >
          <Slider.Track className={styles.seekTrack}>
            <Slider.Range className={styles.seekRange} />
          </Slider.Track>
          <Slider.Thumb
            className={styles.seekThumb}
            aria-label="Seek"
            aria-valuetext={`${formatTime(time.current)} of ${formatTime(time.duration)}`}
          />
        </Slider.Root>
      ) : (
        // Until the player is on screen: the bar's look without Radix's slider, whose thumb
        // measures itself when it mounts (usePainted).
        <div className={styles.seek} data-disabled="" aria-hidden="true">
          <div className={styles.seekTrack} />
        </div>
      )}
    </div>
  );
}
