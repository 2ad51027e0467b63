import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import * as styles from './CoverPicker.css';

/**
 * The cover frame slider (docs/product.md#drafts-and-scheduled-videos,
 * docs/product.md#editing-a-video): a labelled range over the video, a tenth of a second a
 * step (arrow keys move it), whose frame shows beside it. Used by the upload dialog (over
 * the chosen file) and the owner's edit sheet (over the processed video).
 */
export function CoverPicker({
  src,
  duration: knownDuration = null,
  value,
  onChange,
  disabled = false,
}: {
  src: string;
  /** The video's length when known already; otherwise read from the video itself. */
  duration?: number | null;
  /** The chosen second, or null for the default frame. */
  value: number | null;
  onChange: (seconds: number) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const frame = useRef<HTMLVideoElement>(null);
  const [readDuration, setReadDuration] = useState<number | null>(null);
  const duration = knownDuration ?? readDuration;
  useEffect(() => {
    const video = frame.current;
    if (video && value !== null) video.currentTime = value;
  }, [value]);
  return (
    <div className={styles.cover}>
      <video
        ref={frame}
        className={styles.frame}
        src={src}
        muted
        playsInline
        preload="auto"
        aria-label={t`Cover preview`}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds)) setReadDuration(seconds);
        }}
      />
      <label className={styles.field}>
        <span>{t`Cover frame`}</span>
        <input
          type="range"
          // A video's time runs left to right in every language, as the player's seek bar does.
          dir="ltr"
          min={0}
          max={Math.max(0, Math.floor((duration ?? 0) * 10) / 10)}
          step={0.1}
          value={value ?? 0}
          disabled={disabled || duration === null}
          // The second in the shown language's numbers and plural (`2,5 segundos`).
          aria-valuetext={
            value === null
              ? t`Default frame`
              : t`${plural(value, { one: '# second', other: '# seconds' })}`
          }
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        />
      </label>
    </div>
  );
}
