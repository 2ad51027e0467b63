import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentItem } from './CommentItem';

const comment = { id: 'c1', userName: 'lin', comment: 'Nice!', like: 2, liked: true };

describe('CommentItem', () => {
  it('shows the author, text and likes', () => {
    render(<CommentItem comment={comment} onLikeChange={() => {}} />);
    expect(screen.getByRole('article', { name: 'Comment by lin' })).toHaveTextContent('Nice!');
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('asks to unlike a liked comment', async () => {
    const onLikeChange = vi.fn();
    render(<CommentItem comment={comment} onLikeChange={onLikeChange} />);
    const like = screen.getByRole('button', { name: 'Like comment' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    expect(onLikeChange).toHaveBeenCalledWith({ commentId: 'c1', liked: false });
  });

  it('links the author when a profile address is given', () => {
    render(<CommentItem comment={comment} onLikeChange={() => {}} profileHref="/user/profile/9" />);
    expect(screen.getByRole('link', { name: 'lin' })).toHaveAttribute('href', '/user/profile/9');
  });

  it('offers Report in its menu when asked to, and marks a hidden comment', async () => {
    const onReport = vi.fn();
    render(
      <CommentItem
        comment={{ ...comment, hidden: true }}
        onLikeChange={() => {}}
        onReport={onReport}
      />,
    );
    expect(screen.getByText('Hidden by moderators')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Report']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(onReport).toHaveBeenCalledWith({ commentId: 'c1' });
  });

  it('offers Delete by keyboard when asked to, and no menu when neither is offered', async () => {
    const onDelete = vi.fn();
    const { rerender } = render(
      <CommentItem comment={comment} onLikeChange={() => {}} onDelete={onDelete} />,
    );
    screen.getByRole('button', { name: 'More actions' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith({ commentId: 'c1' });
    rerender(<CommentItem comment={comment} onLikeChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('shows its time in a <time> with the full date as its title', () => {
    const createdAt = '2026-11-28T01:02:03.000Z';
    render(<CommentItem comment={{ ...comment, createdAt }} time="3h" onLikeChange={() => {}} />);
    const time = screen.getByText('3h');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', createdAt);
    expect(time).toHaveAttribute('title', new Date(createdAt).toLocaleString());
  });
});
