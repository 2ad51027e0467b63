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

  it('offers Report when asked to, and marks a hidden comment', async () => {
    const onReport = vi.fn();
    render(
      <CommentItem
        comment={{ ...comment, hidden: true }}
        onLikeChange={() => {}}
        onReport={onReport}
      />,
    );
    expect(screen.getByText('Hidden by moderators')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report comment by lin' }));
    expect(onReport).toHaveBeenCalledWith({ commentId: 'c1' });
  });
});
