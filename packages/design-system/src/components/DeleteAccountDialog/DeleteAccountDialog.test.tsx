import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DELETE_ACCOUNT_TEXT, DeleteAccountDialog } from './DeleteAccountDialog';

describe('DeleteAccountDialog', () => {
  it('says it cannot be undone and confirms only with a password typed', async () => {
    const onConfirm = vi.fn();
    render(
      <DeleteAccountDialog
        open
        proof="password"
        codeLength={6}
        onOpenChange={() => {}}
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete account?' });
    expect(dialog).toHaveTextContent(DELETE_ACCOUNT_TEXT);
    const confirm = screen.getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Current password'), 'secret pass{Enter}');
    expect(onConfirm).toHaveBeenCalledWith({ password: 'secret pass' });
    await expectNoAxeViolations(document.body);
  });

  it("shows the server's message", () => {
    render(
      <DeleteAccountDialog
        open
        proof="password"
        codeLength={6}
        onOpenChange={() => {}}
        onConfirm={() => {}}
        error="Your current password is incorrect."
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Your current password is incorrect.',
    );
  });

  it('without a password: sends a code, then confirms with six digits', async () => {
    const onConfirm = vi.fn();
    const onSendCode = vi.fn();
    const { rerender } = render(
      <DeleteAccountDialog
        open
        proof="code"
        codeLength={6}
        onOpenChange={() => {}}
        onConfirm={onConfirm}
        onSendCode={onSendCode}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenCalledTimes(1);
    rerender(
      <DeleteAccountDialog
        open
        proof="code"
        codeLength={6}
        onOpenChange={() => {}}
        onConfirm={onConfirm}
        onSendCode={onSendCode}
        codeSentTo="sam@example.com"
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('We sent a code to sam@example.com.');
    await userEvent.type(screen.getByLabelText('Code'), '12345');
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Code'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(onConfirm).toHaveBeenCalledWith({ code: '123456' });
  });

  it('cannot be dismissed while deleting; Cancel and Escape close otherwise', async () => {
    const onOpenChange = vi.fn();
    render(
      <DeleteAccountDialog
        open
        proof="password"
        codeLength={6}
        onOpenChange={onOpenChange}
        onConfirm={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
  });

  it('takes a code of the length it is given', async () => {
    const onConfirm = vi.fn();
    render(
      <DeleteAccountDialog
        open
        proof="code"
        codeLength={4}
        onOpenChange={() => {}}
        onConfirm={onConfirm}
        codeSentTo="sam@example.com"
      />,
    );
    await userEvent.type(screen.getByLabelText('Code'), '12345');
    expect(screen.getByLabelText('Code')).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(onConfirm).toHaveBeenCalledWith({ code: '1234' });
  });
});
