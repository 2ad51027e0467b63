import { type ReactNode, useEffect, useRef, useState } from 'react';
import { gridTexts } from '../../i18n/en/grid';
import { useTexts } from '../../i18n/MessagesProvider';
import { ChevronDownIcon, ChevronUpIcon, CloseIcon } from '../../icons/Icons';
import { IconButton } from '../../primitives/IconButton';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './VideoViewer.css';
import { type ViewerStep, viewerStepOf } from './viewerSteps';

export interface VideoViewerProps {
  /** The video, usually a ReelPlayer. */
  player?: ReactNode;
  /**
   * Drawn over the picture, as a feed draws its owner, caption and actions (a phone's
   * full-screen viewer). Give it instead of the panel's slots: without owner, comments,
   * actions and composer there is no panel and the player takes the whole viewer.
   */
  overlay?: ReactNode;
  /** The owner row: avatar, userName and name linking to the profile (a UserRow). */
  owner?: ReactNode;
  /** The comments, usually a CommentList. */
  comments?: ReactNode;
  /** Like, comment, download and share, usually ReelActions. */
  actions?: ReactNode;
  /** The comment input, usually a CommentComposer. */
  composer?: ReactNode;
  /** The video is loading. */
  loading?: boolean;
  /** Shown instead of the player, e.g. `Error fetching video`. */
  error?: string;
  /** Shows a close button (when the viewer is a modal over a grid). */
  onClose?: () => void;
  /**
   * Below the medium width, keep to the container's height instead of growing with the
   * comments: the player shrinks and the comments scroll, so the actions and the comment box
   * show without scrolling (a page between a header and a bottom bar). Wider screens always
   * fill their container.
   */
  fill?: boolean;
  /**
   * Accessible name of the viewer region. Defaults to `Video`. With `onStep`, a polite live
   * region reads it after each move, so name each video apart (two of one owner too), e.g.
   * with `gridVideoLabel`: `Video 3 of 12 by maya.travels: Sunset`.
   */
  label?: string;
  /**
   * Moves to the video before or after this one in the list the viewer was opened from (a
   * grid): `Previous video` and `Next video` buttons on the player's edge, and the keys ↑ ← K
   * (previous) and ↓ → J (next) while the focus is in the viewer (in its dialog, when it is
   * in one) but not in a field or a control with arrow keys of its own. Without it, neither.
   */
  onStep?: (change: { direction: ViewerStep }) => void;
  /** There is a video before this one. Otherwise `Previous video` is disabled. */
  hasPrevious?: boolean;
  /** There is a video after this one. Otherwise `Next video` is disabled. */
  hasNext?: boolean;
  /**
   * The next video is on its way (the list's next page is being read): `Next video` shows a
   * spinner, is busy, and ignores presses until it arrives.
   */
  nextPending?: boolean;
  className?: string;
}

/**
 * The single-video layout: the player beside the owner, comments, actions and composer on
 * wide screens (medium and up); stacked on small screens, growing with the comments or,
 * with `fill`, kept to the container's height.
 */
export function VideoViewer({
  player,
  overlay,
  owner,
  comments,
  actions,
  composer,
  loading = false,
  error,
  onClose,
  fill = false,
  label: labelProp,
  onStep,
  hasPrevious = false,
  hasNext = false,
  nextPending = false,
  className,
}: VideoViewerProps) {
  const t = useTexts(gridTexts);
  const label = labelProp ?? t.video;
  const root = useRef<HTMLElement>(null);
  // Whether the person moved: from then on the shown video's name is announced.
  const [stepped, setStepped] = useState(false);
  const canStep = (direction: ViewerStep) =>
    direction === 'previous' ? hasPrevious : hasNext && !nextPending;
  const step = (direction: ViewerStep) => {
    if (!onStep || !canStep(direction)) return;
    setStepped(true);
    onStep({ direction });
  };
  const latestStep = useRef(step);
  latestStep.current = step;
  const stepping = onStep !== undefined;
  useEffect(() => {
    const viewer = root.current;
    if (!stepping || !viewer) return;
    // Keys pressed anywhere in the viewer's dialog count (focus may sit on the dialog itself
    // after a click on text), not in other layers (a menu or a report dialog in a portal).
    const scope = viewer.closest('[role="dialog"]') ?? viewer;
    // On window, bubbling: React's own handlers (the seek bar's arrows) have run by then.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.target instanceof Node) || !scope.contains(event.target)) return;
      const direction = viewerStepOf(event);
      if (direction === null) return;
      event.preventDefault();
      latestStep.current(direction);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [stepping]);

  const hasPanel = Boolean(owner || comments || actions || composer);
  let stage: ReactNode = player;
  if (loading) stage = <Spinner size={40} label={t.loadingVideo} />;
  if (error)
    stage = (
      <p className={styles.message} role="alert">
        {error}
      </p>
    );
  return (
    <section
      className={[
        styles.viewer,
        fill ? styles.fill : undefined,
        hasPanel ? undefined : styles.playerOnly,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label={label}
      ref={root}
    >
      {onClose ? (
        <IconButton
          className={styles.close}
          tone="overVideo"
          label={t.close}
          icon={<CloseIcon size={20} />}
          onClick={() => onClose()}
        />
      ) : null}
      <div className={styles.stage}>
        <div className={styles.frame}>
          {stage}
          {overlay && !loading && !error ? overlay : null}
          {onStep ? (
            <div className={styles.steps}>
              <IconButton
                className={styles.step}
                tone="overVideo"
                label={t.previousVideo}
                icon={<ChevronUpIcon size={22} />}
                // aria-disabled, not disabled: a focused button keeps the focus at the end.
                aria-disabled={!hasPrevious || undefined}
                onClick={() => step('previous')}
              />
              <IconButton
                className={styles.step}
                tone="overVideo"
                label={t.nextVideo}
                icon={
                  nextPending ? <Spinner decorative size={18} /> : <ChevronDownIcon size={22} />
                }
                aria-disabled={!hasNext || nextPending || undefined}
                aria-busy={nextPending || undefined}
                data-state={nextPending ? 'loading' : 'idle'}
                onClick={() => step('next')}
              />
            </div>
          ) : null}
        </div>
      </div>
      {onStep ? (
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {stepped && !loading && !error ? label : ''}
        </VisuallyHidden>
      ) : null}
      {hasPanel ? (
        <div className={styles.panel}>
          {owner ? <div className={styles.owner}>{owner}</div> : null}
          <div className={styles.comments}>{comments}</div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {composer ? <div className={styles.composer}>{composer}</div> : null}
        </div>
      ) : null}
    </section>
  );
}
