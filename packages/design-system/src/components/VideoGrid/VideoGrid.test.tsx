import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VideoGrid } from './VideoGrid';

const videos = [
  { id: 'a', thumbUrl: '/a.jpg', likes: 5 },
  { id: 'b', thumbUrl: '/b.jpg', likes: 1500 },
];

describe('VideoGrid', () => {
  it('opens the viewer at the chosen index', async () => {
    const onOpen = vi.fn();
    render(<VideoGrid videos={videos} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open video 2, 1500 likes' }));
    expect(onOpen).toHaveBeenCalledWith({ index: 1 });
    expect(screen.getByText('1.5K')).toBeInTheDocument();
  });

  it('shows empty, loading and error states', () => {
    const { rerender } = render(<VideoGrid videos={[]} onOpen={() => {}} emptyText="Nothing" />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing');
    rerender(<VideoGrid videos={[]} loading onOpen={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos');
    rerender(<VideoGrid videos={[]} error="Error fetching videos" onOpen={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching videos');
  });
});
