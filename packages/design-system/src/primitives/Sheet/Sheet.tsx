import * as RadixDialog from '@radix-ui/react-dialog';
import { type PointerEvent, type ReactNode, type RefObject, useRef } from 'react';
import { useTexts } from '../../i18n/MessagesProvider';
import { CloseIcon } from '../../icons/Icons';
import { mediaQueries } from '../../tokens/breakpoints';
import { IconButton } from '../IconButton';
import * as styles from './Sheet.css';

/** How far (px) a finger drags the bottom sheet down for it to close when let go. */
export const SHEET_SWIPE_CLOSE_PX = 80;

export interface SheetProps {
  /** Controlled open state. */
  open: boolean;
  /** Escape, a press outside, the close button or a swipe down ask to close. */
  onOpenChange: (change: { open: boolean }) => void;
  /** The sheet's title, its accessible name (e.g. `Comments`). */
  title: ReactNode;
  /** Optional description, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Name of the close button. Defaults to `Close`. */
  closeLabel?: string;
  /** Kept at the sheet's foot while the content scrolls, e.g. a comment box. */
  footer?: ReactNode;
  /**
   * What takes the focus at open instead of the sheet itself, when the person asked for it
   * (a key that means "write a comment"). Never set it for a plain open.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class on the sheet's panel. */
  className?: string;
  children?: ReactNode;
}

/**
 * A modal sheet on Radix Dialog: a bottom sheet below the medium width (dragged down by its
 * header to close), a panel along the right edge from it. Opening moves the focus to the
 * sheet itself, never into a field inside (on a phone a focused field raises the keyboard
 * over what the sheet shows) unless `initialFocus` names one; closing gives it back to the control that had it when the
 * sheet opened. Escape, a press outside and the close button close it.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  closeLabel: closeLabelProp,
  footer,
  initialFocus,
  className,
  children,
}: SheetProps) {
  const t = useTexts();
  const closeLabel = closeLabelProp ?? t.close;
  const panel = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const drag = useRef<{ pointerId: number; startY: number; moved: number } | null>(null);

  const settle = (moved: number) => {
    const element = panel.current;
    if (!element) return;
    element.style.transform = moved > 0 ? `translateY(${moved}px)` : '';
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Only the bottom sheet is dragged; a press on the close button stays a press.
    if (!window.matchMedia?.(mediaQueries.belowMedium).matches) return;
    if (event.target instanceof Element && event.target.closest('button')) return;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, moved: 0 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.moved = Math.max(0, event.clientY - current.startY);
    settle(current.moved);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.type === 'pointerup' && current.moved >= SHEET_SWIPE_CLOSE_PX) {
      onOpenChange({ open: false });
      return;
    }
    settle(0);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => onOpenChange({ open: next })}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={panel}
          className={[styles.content, className].filter(Boolean).join(' ')}
          data-sheet=""
          // Radix warns when no description is given; `undefined` opts out explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnFocusTo.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
            // The sheet itself takes the focus (Radix makes it focusable), not its first field.
            event.preventDefault();
            (initialFocus?.current ?? panel.current)?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div
            className={styles.header}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
          >
            <div className={styles.handle} aria-hidden="true" />
            <div className={styles.titleRow}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              <RadixDialog.Close asChild>
                <IconButton label={closeLabel} icon={<CloseIcon size={20} />} size="sm" />
              </RadixDialog.Close>
            </div>
            {description ? (
              <RadixDialog.Description className={styles.description}>
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
