import { type ReactNode, type Ref, useRef, useState } from 'react';
import { preload as preloadResource } from 'react-dom';
import { useTexts } from '../../i18n/MessagesProvider';
import { Spinner } from '../../primitives/Spinner';
import { useControlled } from '../useControlled';
import { type ReelCaptions, useCaptionTrack } from './captionTrack';
import { PlayerControls } from './PlayerControls';
import { CueBox, CueContext, useCueSlot } from './ReelCue';
import * as styles from './ReelPlayer.css';
import { SeekBar } from './SeekBar';
import { TapSurface } from './TapSurface';
import { useAdoptedVideo } from './useAdoptedVideo';
import { type ReelPlayerHandle, useFullscreen } from './useFullscreen';
import { useOnScreen } from './useOnScreen';
import { usePlayback } from './usePlayback';

export type { ReelCaptions } from './captionTrack';
export { formatTime, SEEK_STEP_SECONDS } from './seekTime';
export { DOUBLE_TAP_MS } from './TapSurface';
export type { ReelPlayerHandle } from './useFullscreen';
export { TALL_CLIP_RATIO } from './usePlayback';

export interface ReelPlayerProps {
  /** Video address (the video's `iosUrl`). */
  src: string;
  /** Image shown before the first frame. */
  poster?: string;
  /**
   * How the video and its poster are fetched: `anonymous` (the default) in CORS mode, which
   * captions from another origin need; `none` as plain media, for a server that answers no
   * CORS headers (a video played from another fediverse server, which has no captions here).
   */
  cors?: 'anonymous' | 'none';
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

/**
 * A looping short video without native controls. Tapping the surface toggles play and
 * pause (a double tap calls `onDoubleTap` instead); it starts muted with a visible unmute
 * control and a full-screen button, shows its position on a seek bar along the bottom
 * (click or drag to seek, arrow keys move 5 s while it has focus) and plays only while at
 * least 60 % of it is on screen (IntersectionObserver). `data-state` is `playing`,
 * `paused` or `error`. If the browser refuses to play with sound, it plays muted and shows
 * the unmute control, without changing the `muted` the app asked for.
 *
 * Its parts: `usePlayback` (the video's state and sound), `useOnScreen`, `useAdoptedVideo`,
 * `useCaptionTrack` with `useCueSlot`, `useFullscreen`, and `TapSurface`, `PlayerControls`
 * and `SeekBar` on screen.
 */
export function ReelPlayer({
  src,
  poster,
  cors = 'anonymous',
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
  const t = useTexts();
  const videoRef = useRef<HTMLVideoElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const [adopted] = useState(videoElement);
  const [wantsToPlay, setIntent] = useControlled(playing, defaultPlaying);
  const [isMuted, setMuted] = useControlled(muted, defaultMuted);
  const [showCaptions, setCaptionsShown] = useControlled(captionsOn, defaultCaptionsOn);

  // In the same CORS mode as the <video crossorigin> that shows it: a preload of another mode
  // is not used, and from a bucket its no-CORS copy can stand in the cache for the poster.
  if (poster && posterPriority === 'high')
    preloadResource(poster, {
      as: 'image',
      fetchPriority: 'high',
      ...(cors === 'anonymous' ? { crossOrigin: 'anonymous' } : {}),
    });
  // An adopted video was on screen already: it keeps playing until the observer says otherwise.
  const visible = useOnScreen(rootRef, adopted !== undefined);
  useAdoptedVideo(adopted, slotRef, videoRef, { src, poster, preload, label });
  const playback = usePlayback({
    videoRef,
    adopted,
    src,
    wantsToPlay,
    mayPlay: active && (visible || eager),
    muted: isMuted,
    startTime,
    onFirstFrame,
    onTimeUpdate,
  });
  const { state, playsMuted } = playback;
  const cue = useCaptionTrack(videoRef, adopted, captions, showCaptions);
  const cueSlot = useCueSlot(cue);
  const fullscreen = useFullscreen(rootRef, active, ref);

  const toggle = () => {
    const next = !wantsToPlay;
    setIntent(next);
    onPlayingChange?.({ playing: next });
  };
  const toggleCaptions = () => {
    const next = !showCaptions;
    setCaptionsShown(next);
    onCaptionsChange?.({ captionsOn: next });
  };
  const toggleMuted = () => {
    const next = !playsMuted;
    playback.clearSoundBlock();
    setMuted(next);
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
          // The caption track is fetched in the video's CORS mode. Media may be answered by a
          // redirect to another origin (an object store, docs/adr/0092-media-from-a-bucket-in-the-browser.md):
          // without `crossorigin` the browser refuses a track that ends up cross-origin.
          crossOrigin={cors === 'anonymous' ? 'anonymous' : undefined}
          src={src}
          poster={poster}
          loop
          playsInline
          muted={isMuted}
          preload={preload}
          aria-label={label}
        />
      )}
      <TapSurface
        label={label}
        wantsToPlay={wantsToPlay}
        failed={state === 'error'}
        onToggle={toggle}
        onDoubleTap={onDoubleTap}
      />
      {playback.buffering && playback.shouldPlay ? (
        <Spinner className={styles.spinner} size={40} label={t.loadingVideo} />
      ) : null}
      {state === 'error' ? (
        <p className={styles.message} role="alert">
          {t.videoFailed}
        </p>
      ) : null}
      <PlayerControls
        fullscreen={{
          available: fullscreen.available,
          on: fullscreen.fullscreen,
          toggle: fullscreen.toggle,
        }}
        playsMuted={playsMuted}
        onToggleMuted={toggleMuted}
        captions={captions ? { shown: showCaptions, toggle: toggleCaptions } : null}
      />
      {captions ? (
        // Only a playing video speaks: one that stops (paused, or left in a feed) empties
        // its region, so no region holds a cue nobody is watching.
        <div className={styles.visuallyHidden} aria-live="polite" data-captions-live="">
          {state === 'playing' ? cue : ''}
        </div>
      ) : null}
      <CueContext.Provider value={captions ? cueSlot.slot : null}>{children}</CueContext.Provider>
      {captions && !cueSlot.claimed ? <CueBox cue={cue} className={styles.ownCue} /> : null}
      <SeekBar
        time={playback.time}
        currentTime={() => videoRef.current?.currentTime}
        seekTo={playback.seekTo}
      />
    </div>
  );
}
