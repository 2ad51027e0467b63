import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VideoGrid, type VideoGridHandle } from './VideoGrid';

const videos = [
  { id: 'a', thumbUrl: '/a.jpg', likes: 5 },
  { id: 'b', thumbUrl: '/b.jpg', likes: 1500 },
];

describe('VideoGrid', () => {
  it('opens the viewer at the chosen index', async () => {
    const onOpen = vi.fn();
    render(<VideoGrid videos={videos} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open video 2, 1,500 likes' }));
    expect(onOpen).toHaveBeenCalledWith({ index: 1 });
    expect(screen.getByText('1.5K')).toBeInTheDocument();
  });

  it('reaches the button of a ready tile by index through its ref (to give focus back)', () => {
    const grid = createRef<VideoGridHandle>();
    render(
      <VideoGrid
        ref={grid}
        videos={[...videos, { id: 'c', state: 'processing', progress: 10 }]}
        onOpen={() => {}}
      />,
    );
    expect(grid.current?.tileAt(1)).toBe(
      screen.getByRole('button', { name: 'Open video 2, 1,500 likes' }),
    );
    expect(grid.current?.tileAt(2)).toBeNull();
    expect(grid.current?.tileAt(7)).toBeNull();
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

describe('VideoGrid processing states', () => {
  it('shows a processing tile with its progress that does not open the viewer', async () => {
    const onOpen = vi.fn();
    render(
      <VideoGrid
        videos={[{ id: 'p', thumbUrl: '/p.jpg', state: 'processing', progress: 62 }, ...videos]}
        onOpen={onOpen}
      />,
    );
    expect(screen.getByText('Processing…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing video 1' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    expect(screen.queryByRole('button', { name: /^Open video 1/ })).toBeNull();
    await userEvent.click(screen.getByText('Processing…'));
    expect(onOpen).not.toHaveBeenCalled();
    // The ready tiles after it keep their index.
    await userEvent.click(screen.getByRole('button', { name: 'Open video 2, 5 likes' }));
    expect(onOpen).toHaveBeenCalledWith({ index: 1 });
  });

  it('shows the reason of a failed tile and removes it by index', async () => {
    const onRemove = vi.fn();
    const onOpen = vi.fn();
    render(
      <VideoGrid
        videos={[
          ...videos,
          { id: 'f', state: 'failed', failureReason: 'The file is damaged.', label: 'Trip' },
        ]}
        onOpen={onOpen}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByText('The file is damaged.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove video 3: Trip' }));
    expect(onRemove).toHaveBeenCalledWith({ index: 2 });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('says the video could not be processed when no reason came, without a remove action when not removable', () => {
    render(<VideoGrid videos={[{ id: 'f', state: 'failed' }]} onOpen={() => {}} />);
    expect(screen.getByText('This video could not be processed.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("marks the owner's video that moderators hid", () => {
    render(<VideoGrid videos={[{ ...videos[0], id: 'h', hidden: true }]} onOpen={() => {}} />);
    expect(
      screen.getByRole('button', { name: 'Open video 1, 5 likes, Hidden by moderators' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hidden by moderators')).toBeInTheDocument();
  });

  it("marks the owner's draft or scheduled video with its badge", () => {
    render(<VideoGrid videos={[{ ...videos[0], id: 'd', badge: 'Draft' }]} onOpen={() => {}} />);
    expect(
      screen.getByRole('button', { name: 'Open video 1, 5 likes, Draft' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeVisible();
  });

  it('names a tile with one like in the singular, and none or several in the plural', () => {
    render(
      <VideoGrid
        videos={[
          { id: 'one', likes: 1, label: 'Sunset' },
          { id: 'none', likes: 0 },
        ]}
        onOpen={() => {}}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Open video 1: Sunset, 1 like' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open video 2, 0 likes' })).toBeInTheDocument();
  });
});
