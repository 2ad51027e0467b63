import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../primitives/Dialog';
import { CommentComposer } from './CommentComposer';

describe('CommentComposer', () => {
  it('keeps Post disabled while the text is blank', async () => {
    render(<CommentComposer onSubmit={() => {}} />);
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Add a comment...'), '  ');
    expect(post).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Add a comment...'), 'hi');
    expect(post).toBeEnabled();
  });

  it('submits the text with Post and with Enter, never whitespace only', async () => {
    const onSubmit = vi.fn();
    render(<CommentComposer onSubmit={onSubmit} clearOnSubmit />);
    const input = screen.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(input, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Nice one{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ comment: 'Nice one' });
    expect(input).toHaveValue('');
  });

  it('exposes the input so a comment button can focus it', () => {
    const ref: { current: HTMLInputElement | null } = { current: null };
    render(<CommentComposer onSubmit={() => {}} inputRef={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveFocus();
  });

  it('opens the emoji picker lazily from its button', async () => {
    render(<CommentComposer onSubmit={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Add emoji' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close emoji picker' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('closes the emoji picker when the comment is posted', async () => {
    const onSubmit = vi.fn();
    render(<CommentComposer onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add emoji' }));
    // The lazily loaded picker focuses its own search field once it is there.
    // The picker's chunk can take a while to load on a busy machine.
    await waitFor(() => expect(document.querySelector('.EmojiPickerReact')).not.toBeNull(), {
      timeout: 10_000,
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Nice');
    // Typing in the composer keeps the picker open.
    expect(screen.getByRole('button', { name: 'Close emoji picker' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit).toHaveBeenCalledWith({ comment: 'Nice' });
    expect(screen.getByRole('button', { name: 'Add emoji' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the emoji picker on a click outside the composer', async () => {
    render(
      <div>
        <p>Elsewhere</p>
        <CommentComposer onSubmit={() => {}} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add emoji' }));
    expect(screen.getByRole('button', { name: 'Close emoji picker' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.getByRole('button', { name: 'Add emoji' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the emoji picker on Escape', async () => {
    render(<CommentComposer onSubmit={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add emoji' }));
    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Add emoji' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes only the picker on Escape in a dialog, and gives the focus back to its button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open title="Comments" onOpenChange={onOpenChange}>
        <CommentComposer onSubmit={() => {}} />
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add emoji' }));
    // The picker's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Emoji picker' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Comments' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add emoji' })).toHaveFocus());
    // A second Escape is the dialog's.
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
  });
});
