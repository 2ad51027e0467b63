import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** A video's captions: a WebVTT file (docs/product.md#captions). */
export interface ReelCaptions {
  /** Address of the WebVTT file (the video's `captionsUrl`). */
  src: string;
  /** The track's name in the browser's menus. Defaults to `Captions`. */
  label?: string;
  /** Language of the captions (BCP 47). Defaults to `en`. */
  srclang?: string;
}

/** The text of the cues showing now, without markup, one per line. */
function activeText(track: TextTrack): string {
  const cues = Array.from(track.activeCues ?? []) as VTTCue[];
  return cues
    .map((cue) => (cue.getCueAsHTML ? cue.getCueAsHTML().textContent : cue.text) ?? '')
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Puts a `<track kind="captions">` on the player's video (its own or an adopted one), keeps
 * its mode in step with `on` (`showing` or `hidden`) and answers the text of the cue showing
 * now while `on`, for a live region: native cue rendering is not announced by screen readers.
 */
export function useCaptionTrack(
  videoRef: RefObject<HTMLVideoElement | null>,
  element: unknown,
  captions: ReelCaptions | undefined,
  on: boolean,
): string {
  const [cue, setCue] = useState('');
  const trackRef = useRef<HTMLTrackElement | null>(null);
  const onRef = useRef(on);
  onRef.current = on;
  const src = captions?.src;
  const label = captions?.label ?? 'Captions';
  const srclang = captions?.srclang ?? 'en';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the element changes with `element`
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    const track = document.createElement('track');
    track.kind = 'captions';
    track.label = label;
    track.srclang = srclang;
    // `default` only when on: the browser's own selection would otherwise show it again.
    track.default = onRef.current;
    track.src = src;
    video.append(track);
    trackRef.current = track;
    // Environments without text tracks (jsdom) keep the element and nothing more.
    const text = track.track as TextTrack | undefined;
    if (!text) {
      return () => {
        track.remove();
        trackRef.current = null;
      };
    }
    text.mode = onRef.current ? 'showing' : 'hidden';
    const update = () => setCue(onRef.current ? activeText(text) : '');
    const loaded = () => {
      text.mode = onRef.current ? 'showing' : 'hidden';
    };
    text.addEventListener('cuechange', update);
    track.addEventListener('load', loaded);
    return () => {
      text.removeEventListener('cuechange', update);
      track.removeEventListener('load', loaded);
      track.remove();
      trackRef.current = null;
      setCue('');
    };
  }, [element, src, label, srclang]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track?.track) return;
    track.track.mode = on ? 'showing' : 'hidden';
    setCue(on ? activeText(track.track) : '');
  }, [on]);

  return cue;
}
