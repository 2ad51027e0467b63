import type { ReactNode } from 'react';
import { controlsTexts } from '../../i18n/en/controls';
import { useTexts } from '../../i18n/MessagesProvider';
import { Button } from '../Button';
import { Dialog, DialogClose, DialogFooter, type DialogProps } from '../Dialog';

export interface ConfirmDialogProps {
  /** Controlled open state. */
  open: boolean;
  /** Called when the dialog closes without confirming (Cancel, Escape, outside click). */
  onOpenChange: (change: { open: boolean }) => void;
  /** Called when the user confirms. The caller closes the dialog when the action ends. */
  onConfirm: () => void;
  /** Question in the title. */
  title: ReactNode;
  /** Explanation under the title. */
  description?: ReactNode;
  /** Label of the confirming button. Defaults to `Confirm`. */
  confirmLabel?: string;
  /** Label of the cancelling button. Defaults to `Cancel`. */
  cancelLabel?: string;
  /** `danger` paints the confirming button red. Defaults to `danger`. */
  tone?: 'danger' | 'primary';
  /** The confirmed action is running: spinner on the confirming button. */
  pending?: boolean;
  /** Where focus goes when the dialog closes; see `Dialog`'s `returnFocusTo`. */
  returnFocusTo?: DialogProps['returnFocusTo'];
}

/** A yes/no question in an alert dialog. Cancel is the safe default. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  tone = 'danger',
  pending = false,
  returnFocusTo,
}: ConfirmDialogProps) {
  const t = useTexts(controlsTexts);
  const confirmLabel = confirmLabelProp ?? t.confirm;
  const cancelLabel = cancelLabelProp ?? t.cancel;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      role="alertdialog"
      showClose={false}
      dismissible={!pending}
      {...(returnFocusTo ? { returnFocusTo } : {})}
    >
      <DialogFooter>
        <DialogClose>
          <Button variant="secondary" disabled={pending}>
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button variant={tone} loading={pending} onClick={() => onConfirm()}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
