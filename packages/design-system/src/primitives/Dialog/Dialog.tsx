import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useTexts } from '../../i18n/MessagesProvider';
import { CloseIcon } from '../../icons/Icons';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (Escape, outside click, close button). */
  onOpenChange?: (change: { open: boolean }) => void;
  /** The dialog's title, its accessible name. */
  title: ReactNode;
  /** Keep the title for screen readers only (when the content shows its own heading). */
  hideTitle?: boolean;
  /** Optional description, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Element that opens the dialog; it receives focus back when the dialog closes. */
  trigger?: ReactNode;
  /** Elements placed at the start of the header, e.g. a back button. */
  headerStart?: ReactNode;
  /** Width. Defaults to `md`. */
  size?: 'sm' | 'md' | 'lg';
  /** Show the close (×) button. Defaults to true. */
  showClose?: boolean;
  /** Name of the close button. Defaults to `Close`. */
  closeLabel?: string;
  /**
   * When false, Escape and outside clicks do not close the dialog (while an upload runs,
   * for example). Defaults to true.
   */
  dismissible?: boolean;
  /** `alertdialog` for confirmations that need an answer. Defaults to `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes when the dialog closes, instead of the control that opened it: a grid's
   * viewer that moved on to other videos gives it to the tile of the one shown last. When it
   * answers null (or an element no longer on the page), the usual place gets it.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** Extra class on the content panel. */
  className?: string;
  children?: ReactNode;
}

/**
 * A modal dialog on Radix: focus is trapped inside and restored on close to the trigger, or
 * (a controlled dialog opened by some other control) to whatever had focus when it opened;
 * Escape and a click outside close it (unless `dismissible` is false).
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  trigger,
  headerStart,
  size = 'md',
  showClose = true,
  closeLabel: closeLabelProp,
  dismissible = true,
  role = 'dialog',
  returnFocusTo: chooseReturnFocus,
  className,
  children,
}: DialogProps) {
  const t = useTexts();
  const closeLabel = closeLabelProp ?? t.close;
  const titleNode = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  // Radix gives focus back to its Trigger only; without one it lands on <body> and a
  // keyboard user starts again from the top of the page (WCAG 2.4.3). Remember the
  // control that had focus when the dialog opened and give it back.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => onOpenChange?.({ open: next })}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          role={role}
          className={[styles.content, styles.size[size], className].filter(Boolean).join(' ')}
          // Radix warns when no description is given; `undefined` opts out explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const chosen = chooseReturnFocus?.();
            const target = chosen?.isConnected ? chosen : returnFocusTo.current;
            returnFocusTo.current = null;
            if ((trigger && !chosen?.isConnected) || !target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
        >
          {hideTitle ? (
            <VisuallyHidden>{titleNode}</VisuallyHidden>
          ) : (
            <div className={styles.header}>
              {headerStart}
              {titleNode}
              {showClose ? (
                <RadixDialog.Close asChild>
                  <IconButton label={closeLabel} icon={<CloseIcon size={20} />} size="sm" />
                </RadixDialog.Close>
              ) : null}
            </div>
          )}
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface DialogCloseProps {
  /** One element (usually a Button) that closes the dialog when clicked. */
  children: ReactNode;
}

/** Wraps a button so that clicking it closes the surrounding Dialog. */
export function DialogClose({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/** Lays out dialog actions at the end of the panel. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
