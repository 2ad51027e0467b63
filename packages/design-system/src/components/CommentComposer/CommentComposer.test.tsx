import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
