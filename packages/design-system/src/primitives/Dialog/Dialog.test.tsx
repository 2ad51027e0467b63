import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger and closes on Escape, reporting { open }', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Followers" trigger={<Button>Open</Button>} onOpenChange={onOpenChange}>
        <p>List</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Followers' })).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: true });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    render(
      <Dialog title="Following" defaultOpen>
        <p>List</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores Escape when not dismissible', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Uploading" open dismissible={false} onOpenChange={onOpenChange}>
        <p>Wait</p>
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('has no axe violations when open', async () => {
    render(
      <Dialog title="Followers" description="People who follow you" defaultOpen>
        <p>List</p>
      </Dialog>,
    );
    await expectNoAxeViolations(document.body);
  });
});
