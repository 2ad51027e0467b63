import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonList } from './Skeleton';

describe('SkeletonList', () => {
  it('shows ten rows by default (lists)', () => {
    render(<SkeletonList />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
  });

  it('shows the requested number of rows (five in search)', () => {
    render(<SkeletonList rows={5} />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it('tells screen readers that content is loading', () => {
    render(<SkeletonList label="Loading users" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading users');
  });
});
