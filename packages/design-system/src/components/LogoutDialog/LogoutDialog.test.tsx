import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LogoutDialog } from './LogoutDialog';

describe('LogoutDialog', () => {
  it('shows the product texts and confirms with Log Out', async () => {
    const onConfirm = vi.fn();
    render(<LogoutDialog open onOpenChange={() => {}} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Log Out' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out from your account?');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes with Cancel and with Escape', async () => {
    const onOpenChange = vi.fn();
    render(<LogoutDialog open onOpenChange={onOpenChange} onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
  });
});
