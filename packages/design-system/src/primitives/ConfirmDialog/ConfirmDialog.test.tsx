import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('confirms with the confirm button', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Unfollow?"
        confirmLabel="Unfollow"
        onConfirm={onConfirm}
        onOpenChange={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog open title="Unfollow?" onConfirm={() => {}} onOpenChange={onOpenChange} />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Unfollow?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
  });
});
