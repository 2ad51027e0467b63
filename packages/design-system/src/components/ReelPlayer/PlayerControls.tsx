import { useTexts } from '../../i18n/MessagesProvider';
import {
  CaptionsIcon,
  ExitFullscreenIcon,
  FullscreenIcon,
  MutedIcon,
  VolumeIcon,
} from '../../icons/Icons';
import { IconButton } from '../../primitives/IconButton';
import * as styles from './ReelPlayer.css';

export interface PlayerControlsProps {
  /** The full-screen button shows only where the browser offers full screen. */
  fullscreen: { available: boolean; on: boolean; toggle: () => void };
  /** Whether the video plays without sound (asked, or refused by the browser). */
  playsMuted: boolean;
  onToggleMuted: () => void;
  /** The CC button shows only for a video with captions. */
  captions: { shown: boolean; toggle: () => void } | null;
}

/** The buttons over the video's top corner: full screen, Unmute/Mute and Captions. */
export function PlayerControls({
  fullscreen,
  playsMuted,
  onToggleMuted,
  captions,
}: PlayerControlsProps) {
  const t = useTexts();
  return (
    <div className={styles.topControls}>
      {fullscreen.available ? (
        <IconButton
          tone="overVideo"
          label={fullscreen.on ? t.exitFullScreen : t.fullScreen}
          aria-pressed={fullscreen.on}
          icon={fullscreen.on ? <ExitFullscreenIcon size={22} /> : <FullscreenIcon size={22} />}
          onClick={fullscreen.toggle}
        />
      ) : null}
      <IconButton
        tone="overVideo"
        label={playsMuted ? t.unmute : t.mute}
        icon={playsMuted ? <MutedIcon size={22} /> : <VolumeIcon size={22} />}
        onClick={onToggleMuted}
      />
      {captions ? (
        <IconButton
          tone="overVideo"
          label={t.captions}
          aria-pressed={captions.shown}
          icon={<CaptionsIcon size={22} />}
          onClick={captions.toggle}
        />
      ) : null}
    </div>
  );
}
