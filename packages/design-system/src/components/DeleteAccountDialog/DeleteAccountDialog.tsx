import { type FormEvent, useState } from 'react';
import { accountTexts } from '../../i18n/en/account';
import { useTexts } from '../../i18n/MessagesProvider';
import { Button } from '../../primitives/Button';
import { Dialog, DialogClose, DialogFooter } from '../../primitives/Dialog';
import { TextField } from '../../primitives/TextField';

/** What the dialog says: deleting cannot be undone. */
export const DELETE_ACCOUNT_TEXT = accountTexts.deleteAccountText;

export interface DeleteAccountDialogProps {
  open: boolean;
  /** Cancel, Escape or an outside click ask to close (not while deleting). */
  onOpenChange: (change: { open: boolean }) => void;
  /**
   * `password`: the account has one and must give it. `code`: an account without a password
   * (social sign-in) asks for a six-digit code sent to its address (`onSendCode`).
   */
  proof: 'password' | 'code';
  /** The digits of a code (the app passes `OTP_LENGTH` from its contract). */
  codeLength: number;
  /** The user confirmed with what they typed. */
  onConfirm: (input: { password: string } | { code: string }) => void;
  /** Code mode: send (or resend) the code. */
  onSendCode?: () => void;
  /** Code mode: where the code went, once sent. */
  codeSentTo?: string;
  /** The deletion (or sending the code) is in progress. */
  pending?: boolean;
  /** The server's message when it refused (shown under the field). */
  error?: string;
}

/** `Delete account?` — an irreversible step that asks for the password or a code first. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  proof,
  codeLength,
  onConfirm,
  onSendCode,
  codeSentTo,
  pending = false,
  error,
}: DeleteAccountDialogProps) {
  const t = useTexts(accountTexts);
  const [value, setValue] = useState('');
  const ready =
    proof === 'password' ? value.length > 0 : value.length === codeLength && /^\d+$/.test(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    onConfirm(proof === 'password' ? { password: value } : { code: value });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(change) => {
        if (!change.open) setValue('');
        onOpenChange(change);
      }}
      title={t.deleteAccountTitle}
      description={t.deleteAccountText}
      size="sm"
      role="alertdialog"
      showClose={false}
      dismissible={!pending}
    >
      <form onSubmit={submit} noValidate>
        {proof === 'password' ? (
          <TextField
            label={t.currentPassword}
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            {...(error ? { error } : {})}
          />
        ) : (
          <>
            <TextField
              label={t.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={codeLength}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value.replace(/\D/g, ''))}
              hint={codeSentTo ? t.codeSentTo(codeSentTo) : t.codeWillBeSent}
              {...(error ? { error } : {})}
            />
            <Button variant="secondary" size="sm" disabled={pending} onClick={() => onSendCode?.()}>
              {codeSentTo ? t.sendNewCode : t.sendCode}
            </Button>
          </>
        )}
        <DialogFooter>
          <DialogClose>
            <Button variant="secondary" disabled={pending}>
              {t.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={pending} disabled={!ready}>
            {t.deleteAccount}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
