import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentList } from './CommentList';

describe('CommentList', () => {
  it('shows the empty-list text when there are no comments', () => {
    render(<CommentList comments={[]} onLikeChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No comments yet. Be the first to comment!',
    );
  });

  it('lists comments', () => {
    render(
      <CommentList
        comments={[{ id: 'c1', userName: 'lin', comment: 'Hi', like: 0, liked: false }]}
        onLikeChange={() => {}}
      />,
    );
    expect(screen.getByRole('list', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Comment by lin' })).toBeInTheDocument();
  });

  it('shows placeholders while loading and the error when loading failed', () => {
    const { rerender } = render(<CommentList comments={[]} loading onLikeChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments');
    // Ten placeholder rows, like every list (docs/product.md#constants).
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    rerender(<CommentList comments={[]} error="Error fetching comments" onLikeChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching comments');
  });
});
