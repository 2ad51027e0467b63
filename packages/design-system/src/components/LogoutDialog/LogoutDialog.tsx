import { accountTexts } from '../../i18n/en/account';
import { useTexts } from '../../i18n/MessagesProvider';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';

export interface LogoutDialogProps {
  open: boolean;
  /** Cancel, Escape or an outside click ask to close. */
  onOpenChange: (change: { open: boolean }) => void;
  /** The user pressed `Log Out`. */
  onConfirm: () => void;
  /** Logging out is in progress. */
  pending?: boolean;
}

/** `Log Out` — `Are you sure you want to log out from your account?` — Log Out / Cancel. */
export function LogoutDialog({ open, onOpenChange, onConfirm, pending }: LogoutDialogProps) {
  const t = useTexts(accountTexts);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      pending={pending}
      title={t.logoutTitle}
      description={t.logoutQuestion}
      confirmLabel={t.logoutTitle}
      cancelLabel={t.cancel}
      tone="danger"
    />
  );
}
