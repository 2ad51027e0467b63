import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A clip at least this many times as tall as it is wide is a tall one (9:16 is 1.78): a
 * phone's feed fills the screen with it; a wider one is marked `data-wide` and shown whole.
 */
export const TALL_CLIP_RATIO = 1.5;

/** What the player's `data-state` says. */
export type PlaybackState = 'playing' | 'paused' | 'error';

interface PlaybackOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** An adopted video (its events are listened to once it is the player's). */
  adopted: HTMLVideoElement | undefined;
  src: string;
  /** The play intent (a tap's, or the app's). */
  wantsToPlay: boolean;
  /** The player may play: a feed's current video, on screen or brought there (`eager`). */
  mayPlay: boolean;
  /** The sound state asked for. */
  muted: boolean;
  startTime: number | undefined;
  onFirstFrame: (() => void) | undefined;
  onTimeUpdate: ((time: { currentTime: number; duration: number }) => void) | undefined;
}

/**
 * The video's playback, kept truthful from its own events: plays and pauses it as the
 * intent and visibility ask, keeps its sound in step (playing muted when the browser
 * refuses sound, without changing the `muted` asked for), reads its position and length,
 * reports its first frame and time updates, and starts a restored video where it was left.
 */
export function usePlayback({
  videoRef,
  adopted,
  src,
  wantsToPlay,
  mayPlay,
  muted,
  startTime,
  onFirstFrame,
  onTimeUpdate,
}: PlaybackOptions) {
  const [state, setState] = useState<PlaybackState>(() =>
    adopted && !adopted.paused ? 'playing' : 'paused',
  );
  const [buffering, setBuffering] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  // The browser refused to start this source with sound: it plays muted until a tap on Unmute.
  const [soundBlocked, setSoundBlocked] = useState(false);
  const playsMuted = muted || soundBlocked;
  const shouldPlay = wantsToPlay && mayPlay && state !== 'error';

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ref is the player's own
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of intent only
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

  /** Moves to `seconds` (within the video), e.g. from the seek bar. */
  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video || time.duration <= 0) return;
    const next = Math.min(Math.max(seconds, 0), time.duration);
    video.currentTime = next;
    setTime({ current: next, duration: time.duration });
  };

  return {
    state,
    buffering,
    time,
    shouldPlay,
    playsMuted,
    seekTo,
    /** A tap on Unmute or Mute: the sound follows the `muted` asked for again. */
    clearSoundBlock: () => setSoundBlocked(false),
  };
}
