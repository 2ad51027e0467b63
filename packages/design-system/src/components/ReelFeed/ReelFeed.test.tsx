import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { intersect } from '../../test/setup';
import type { ReelPlayerHandle } from '../ReelPlayer';
import { ReelFeed } from './ReelFeed';

const items = [0, 1, 2, 3].map((position) => ({
  id: `v${position}`,
  src: `/v${position}.mp4`,
  label: `Video by user${position}`,
}));

describe('ReelFeed', () => {
  it('moves with ArrowDown/J and ArrowUp/K and reports { index }', () => {
    const onIndexChange = vi.fn();
    render(<ReelFeed items={items} onIndexChange={onIndexChange} />);
    const feed = screen.getByRole('feed', { name: 'Videos' });
    fireEvent.keyDown(feed, { key: 'ArrowDown' });
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 1 });
    fireEvent.keyDown(feed, { key: 'j' });
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 2 });
    fireEvent.keyDown(feed, { key: 'k' });
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 1 });
    fireEvent.keyDown(feed, { key: 'ArrowUp' });
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 0 });
  });

  it('does not move past either end', () => {
    const onIndexChange = vi.fn();
    render(<ReelFeed items={items} onIndexChange={onIndexChange} />);
    fireEvent.keyDown(screen.getByRole('feed'), { key: 'ArrowUp' });
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('moves one video with Previous video and Next video, each disabled at its end', () => {
    const onIndexChange = vi.fn();
    render(<ReelFeed items={items} onIndexChange={onIndexChange} />);
    const previous = screen.getByRole('button', { name: 'Previous video' });
    const next = screen.getByRole('button', { name: 'Next video' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(previous);
    expect(onIndexChange).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 1 });
    expect(previous).not.toHaveAttribute('aria-disabled');
    fireEvent.click(previous);
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 0 });
  });

  it('announces the current video', () => {
    render(<ReelFeed items={items} />);
    fireEvent.keyDown(screen.getByRole('feed'), { key: 'ArrowDown' });
    expect(screen.getByText('Video 2 of 4: Video by user1')).toBeInTheDocument();
  });

  it('makes the video scrolled into view the current one', () => {
    const onIndexChange = vi.fn();
    render(<ReelFeed items={items} onIndexChange={onIndexChange} />);
    const articles = screen.getAllByRole('article');
    act(() => intersect(articles[2] as Element, true));
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 2 });
    expect(articles[2]).toHaveAttribute('data-state', 'active');
  });

  it('preloads the next and previous videos and asks for more near the end', () => {
    const onEndReached = vi.fn();
    const { container } = render(<ReelFeed items={items} index={2} onEndReached={onEndReached} />);
    const videos = container.querySelectorAll('video');
    // Only the previous, current and next videos get a <video>; the current one loads in
    // full, its neighbours only their metadata until the current one shows its first frame.
    expect(videos).toHaveLength(3);
    expect(videos[0]).toHaveAttribute('preload', 'metadata');
    expect(videos[1]).toHaveAttribute('preload', 'auto');
    expect(videos[2]).toHaveAttribute('preload', 'metadata');
    fireEvent.loadedData(videos[1] as Element);
    expect(videos[0]).toHaveAttribute('preload', 'auto');
    expect(videos[2]).toHaveAttribute('preload', 'auto');
    expect(onEndReached).toHaveBeenCalled();
  });

  for (const connection of [{ saveData: true }, { effectiveType: '3g' }]) {
    it(`preloads only the neighbours' metadata with ${JSON.stringify(connection)}`, () => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
      try {
        const { container } = render(<ReelFeed items={items} index={1} />);
        const videos = container.querySelectorAll('video');
        fireEvent.loadedData(videos[1] as Element);
        expect(videos[1]).toHaveAttribute('preload', 'auto');
        expect(videos[0]).toHaveAttribute('preload', 'metadata');
        expect(videos[2]).toHaveAttribute('preload', 'metadata');
      } finally {
        Reflect.deleteProperty(navigator, 'connection');
      }
    });
  }

  it('starts the next video in the key press itself and pauses the one it leaves', () => {
    // A parent that has not re-rendered yet (controlled index): the press alone starts it.
    const onIndexChange = vi.fn();
    const { container } = render(
      <ReelFeed items={items} index={0} onIndexChange={onIndexChange} />,
    );
    const videos = container.querySelectorAll('video');
    expect(videos[0]?.paused).toBe(false);
    expect(videos[1]?.paused).toBe(true);
    fireEvent.keyDown(screen.getByRole('feed'), { key: 'ArrowDown' });
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 1 });
    expect(videos[1]?.paused).toBe(false);
    expect(videos[0]?.paused).toBe(true);
  });

  it('preloads the one after next at once when an already loaded video becomes current', () => {
    const { container, rerender } = render(<ReelFeed items={items} index={0} />);
    const next = container.querySelectorAll('video')[1] as HTMLVideoElement;
    // The next video loaded its first frame while it waited (`loadeddata` has passed).
    Object.defineProperty(next, 'readyState', { configurable: true, get: () => 2 });
    rerender(<ReelFeed items={items} index={1} />);
    const videos = container.querySelectorAll('video');
    expect(videos[1]).toHaveAttribute('preload', 'auto');
    expect(videos[2]).toHaveAttribute('preload', 'auto');
  });

  it('asks for far-away posters only when the feed comes near them', () => {
    const many = Array.from({ length: 10 }, (_, position) => ({
      id: `p${position}`,
      src: `/p${position}.mp4`,
      poster: `/p${position}.jpg`,
      label: `Video by poster${position}`,
    }));
    const { container, rerender } = render(<ReelFeed items={many} index={0} />);
    const posters = () =>
      [...container.querySelectorAll('img, video')].map(
        (element) => element.getAttribute('src') ?? '',
      );
    // Videos 0–2 play or wait as <video>; the poster of 3 is lazy; 4 onwards ask nothing.
    expect(posters()).toEqual(['/p0.mp4', '/p1.mp4', '/p2.mp4', '/p3.jpg']);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    rerender(<ReelFeed items={many} index={5} />);
    expect(posters()).toContain('/p8.jpg');
    expect(posters()).not.toContain('/p9.jpg');
  });

  it('ignores keys typed into a text field inside the feed', () => {
    const onIndexChange = vi.fn();
    render(
      <ReelFeed
        items={items}
        onIndexChange={onIndexChange}
        renderOverlay={({ index }) => <input aria-label={`Reply ${index}`} />}
      />,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Reply 0' }), { key: 'j' });
    expect(onIndexChange).not.toHaveBeenCalled();
  });
});

describe('ReelFeed while scrolling to a chosen video', () => {
  it('ignores the videos it passes on the way', () => {
    const onIndexChange = vi.fn();
    const { container } = render(<ReelFeed items={items} onIndexChange={onIndexChange} />);
    const feed = screen.getByRole('feed');
    const articles = container.querySelectorAll('article');
    // jsdom has no layout: pretend the target is below the fold so a scroll starts.
    Object.defineProperty(articles[2] as HTMLElement, 'offsetTop', { value: 800 });
    fireEvent.keyDown(feed, { key: 'ArrowDown' });
    Object.defineProperty(articles[1] as HTMLElement, 'offsetTop', { value: 400 });
    fireEvent.keyDown(feed, { key: 'j' });
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 2 });
    // The smooth scroll passes video 2 (index 1) on its way to index 2.
    act(() => intersect(articles[1] as Element, true));
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 2 });
    act(() => intersect(articles[2] as Element, true));
    act(() => intersect(articles[1] as Element, true));
    // Once arrived, scrolling by hand selects again.
    expect(onIndexChange).toHaveBeenLastCalledWith({ index: 1 });
  });

  it('opens at its video without scrolling through the ones before, and scrolls on later moves', () => {
    // jsdom has no layout: each video one 800 px screen below the one before.
    const offsetTop = vi
      .spyOn(HTMLElement.prototype, 'offsetTop', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return Number(this.dataset.index ?? 0) * 800;
      });
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    try {
      const { rerender } = render(<ReelFeed items={items} index={2} />);
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'instant' });
      rerender(<ReelFeed items={items} index={3} />);
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'smooth' });
    } finally {
      offsetTop.mockRestore();
      scrollIntoView.mockRestore();
    }
  });

  it('waits for a tap instead of autoplaying when the user prefers reduced motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion: reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      render(<ReelFeed items={items} />);
      expect(screen.getByRole('button', { name: 'Play: Video by user0' })).toBeInTheDocument();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('with autoplay={false}, a tap plays and the next video waits for its own tap', () => {
    const onPlayingChange = vi.fn();
    render(<ReelFeed items={items} autoplay={false} onPlayingChange={onPlayingChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play: Video by user0' }));
    expect(onPlayingChange).toHaveBeenLastCalledWith({ playing: true });
    expect(screen.getByRole('button', { name: 'Pause: Video by user0' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('feed'), { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: 'Play: Video by user1' })).toBeInTheDocument();
  });

  it('controlled playing: another current video resets the intent to autoplay', () => {
    const onPlayingChange = vi.fn();
    const { rerender } = render(
      <ReelFeed items={items} playing onPlayingChange={onPlayingChange} autoplay={false} />,
    );
    expect(screen.getByRole('button', { name: 'Pause: Video by user0' })).toBeInTheDocument();
    rerender(
      <ReelFeed items={items} playing={false} onPlayingChange={onPlayingChange} autoplay={false} />,
    );
    expect(screen.getByRole('button', { name: 'Play: Video by user0' })).toBeInTheDocument();
    rerender(<ReelFeed items={items} playing onPlayingChange={onPlayingChange} autoplay={false} />);
    fireEvent.keyDown(screen.getByRole('feed'), { key: 'ArrowDown' });
    expect(onPlayingChange).toHaveBeenLastCalledWith({ playing: false });
  });

  it('reports a double tap with its video, and hands the current player to playerRef', async () => {
    const onDoubleTap = vi.fn();
    const playerRef = createRef<ReelPlayerHandle>();
    render(<ReelFeed items={items} index={1} onDoubleTap={onDoubleTap} playerRef={playerRef} />);
    const current = screen.getAllByRole('article')[1] as HTMLElement;
    await userEvent.dblClick(within(current).getByRole('button', { name: /^(Pause|Play): / }));
    expect(onDoubleTap).toHaveBeenCalledTimes(1);
    expect(onDoubleTap).toHaveBeenCalledWith({ item: items[1], index: 1 });
    expect(typeof playerRef.current?.toggleFullscreen).toBe('function');
  });

  it("reports the current video's time updates with the item, and no other video's", () => {
    const onTimeUpdate = vi.fn();
    const { container } = render(<ReelFeed items={items} index={1} onTimeUpdate={onTimeUpdate} />);
    const [previous, current] = Array.from(container.querySelectorAll('video'));
    for (const video of [previous, current] as HTMLVideoElement[]) {
      Object.defineProperty(video, 'duration', { value: 8, configurable: true });
      video.currentTime = 3;
      fireEvent.timeUpdate(video);
    }
    expect(onTimeUpdate).toHaveBeenCalledTimes(1);
    expect(onTimeUpdate).toHaveBeenCalledWith({
      item: items[1],
      index: 1,
      currentTime: 3,
      duration: 8,
    });
  });
});
