import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTexts } from '../../i18n/MessagesProvider';

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
 * Puts a `<track kind="captions">` on the player's video (its own or an adopted one) and
 * answers the text of the cue showing now while `on`. The track stays `hidden`: the browser
 * would draw its cues inside the video's box, under whatever the player draws over the video
 * (the overlay's dimming, the seek bar), so the player draws them itself (ReelCue), and a
 * live region reads them, since native cue rendering is not announced by screen readers.
 */
export function useCaptionTrack(
  videoRef: RefObject<HTMLVideoElement | null>,
  element: unknown,
  captions: ReelCaptions | undefined,
  on: boolean,
): string {
  const t = useTexts();
  const [cue, setCue] = useState('');
  const trackRef = useRef<HTMLTrackElement | null>(null);
  const onRef = useRef(on);
  onRef.current = on;
  const src = captions?.src;
  const label = captions?.label ?? t.captions;
  const srclang = captions?.srclang ?? 'en';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the element changes with `element`
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    const track = document.createElement('track');
    track.kind = 'captions';
    track.label = label;
    track.srclang = srclang;
    // Never `default`: the browser's own selection would show it (drawn natively) again.
    track.default = false;
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
    // `hidden` still loads the cues and fires `cuechange`; it draws nothing.
    text.mode = 'hidden';
    const update = () => setCue(onRef.current ? activeText(text) : '');
    text.addEventListener('cuechange', update);
    return () => {
      text.removeEventListener('cuechange', update);
      track.remove();
      trackRef.current = null;
      setCue('');
    };
  }, [element, src, label, srclang]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track?.track) return;
    setCue(on ? activeText(track.track) : '');
  }, [on]);

  return cue;
}
