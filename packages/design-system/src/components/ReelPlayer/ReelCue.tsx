import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import * as styles from './ReelPlayer.css';

/** What a player tells the cue box inside it: the cue showing now, and who draws it. */
export interface CueSlot {
  /** The text of the cue showing now (lines split by `\n`), or `''`. */
  cue: string;
  /** An overlay draws the cue itself from now on; the returned function gives it back. */
  claim: () => () => void;
}

/** Set by a ReelPlayer with captions; `null` outside one. */
export const CueContext = createContext<CueSlot | null>(null);

/** The cue's look: light text on the dark video scrim, lines centred. */
export function CueBox({ cue, className }: { cue: string; className?: string | undefined }) {
  if (!cue) return null;
  return (
    // Hidden from assistive technology: the player's live region reads the same text.
    <div
      className={[styles.cue, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      data-captions-cue=""
    >
      <span className={styles.cueText}>{cue}</span>
    </div>
  );
}

export interface ReelCueProps {
  className?: string;
}

/**
 * The captions cue showing now (docs/product.md#captions), drawn where an overlay puts it:
 * inside a ReelPlayer's children, e.g. above the owner and caption, so the cue sits clear
 * of the overlay's text and buttons and above its dimming. A player whose children render
 * no ReelCue draws the cue itself, centred above the seek bar. Outside a player, or on a
 * video without captions, it renders nothing.
 */
export function ReelCue({ className }: ReelCueProps) {
  const slot = useContext(CueContext);
  const claim = slot?.claim;
  // Claimed before the first paint, so the player's own cue box never flashes.
  useLayoutEffect(() => claim?.(), [claim]);
  return slot ? <CueBox cue={slot.cue} className={className} /> : null;
}

/**
 * The player's side of the cue: the slot its children's ReelCue boxes read, and whether
 * one of them draws the cue (when none does, the player draws it).
 */
export function useCueSlot(cue: string): { slot: CueSlot; claimed: boolean } {
  // How many ReelCue boxes in the children draw the cue.
  const [claims, setClaims] = useState(0);
  const claim = useCallback(() => {
    setClaims((count) => count + 1);
    return () => setClaims((count) => count - 1);
  }, []);
  const slot = useMemo<CueSlot>(() => ({ cue, claim }), [cue, claim]);
  return { slot, claimed: claims > 0 };
}
