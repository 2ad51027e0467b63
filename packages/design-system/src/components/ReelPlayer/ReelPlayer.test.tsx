import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupPlayer as setup } from '../../test/reelPlayer';
import { intersect } from '../../test/setup';
import { ReelPlayer } from './ReelPlayer';

describe('ReelPlayer', () => {
  it('is looped, muted and has no native controls', () => {
    const { video } = setup();
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.controls).toBe(false);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });

  it('starts at startTime (a restored place), read on the first render only', () => {
    const { video, rerender } = setup({ startTime: 2.5 });
    expect(video.currentTime).toBe(2.5);
    video.currentTime = 3;
    rerender(<ReelPlayer src="/v.mp4" label="Video by ada" startTime={1} />);
    expect(video.currentTime).toBe(3);
  });

  it('marks a clip wider than a tall one data-wide once its size is known', () => {
    const { video } = setup();
    const size = (width: number, height: number) => {
      Object.defineProperty(video, 'videoWidth', { value: width, configurable: true });
      Object.defineProperty(video, 'videoHeight', { value: height, configurable: true });
      fireEvent.loadedMetadata(video);
    };
    expect(video).not.toHaveAttribute('data-wide');
    size(1080, 1920);
    expect(video).not.toHaveAttribute('data-wide');
    size(1920, 1080);
    expect(video).toHaveAttribute('data-wide');
    size(1080, 1440);
    expect(video).toHaveAttribute('data-wide');
  });

  it('plays only once visible, and pauses when scrolled away', () => {
    const { root, video } = setup();
    expect(video.play).not.toHaveBeenCalled();
    act(() => intersect(root, true));
    expect(root).toHaveAttribute('data-state', 'playing');
    act(() => intersect(root, false));
    expect(root).toHaveAttribute('data-state', 'paused');
  });

  it('toggles play and pause on tap', async () => {
    const onPlayingChange = vi.fn();
    const { root } = setup({ onPlayingChange });
    act(() => intersect(root, true));
    await userEvent.click(screen.getByRole('button', { name: 'Pause: Video by ada' }));
    expect(onPlayingChange).toHaveBeenLastCalledWith({ playing: false });
    expect(root).toHaveAttribute('data-state', 'paused');
    await userEvent.click(screen.getByRole('button', { name: 'Play: Video by ada' }));
    expect(root).toHaveAttribute('data-state', 'playing');
  });

  it('does not play while inactive in a feed', () => {
    const { root } = setup({ active: false });
    act(() => intersect(root, true));
    expect(root).toHaveAttribute('data-state', 'paused');
  });

  it('follows the controlled playing and muted props', () => {
    const { root, video, rerender } = setup({ playing: false, muted: true });
    act(() => intersect(root, true));
    expect(root).toHaveAttribute('data-state', 'paused');
    rerender(<ReelPlayer src="/v.mp4" label="Video by ada" playing muted={false} />);
    expect(root).toHaveAttribute('data-state', 'playing');
    expect(video.muted).toBe(false);
  });

  it('unmutes with the visible control', async () => {
    const onMutedChange = vi.fn();
    const { video } = setup({ onMutedChange });
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(onMutedChange).toHaveBeenCalledWith({ muted: false });
    expect(video.muted).toBe(false);
  });

  it('shows its position on the seek bar and an error message when the video fails', async () => {
    const { video, root } = setup();
    // The bar's slider mounts once the player has been painted.
    const seek = await screen.findByRole('slider', { name: 'Seek' });
    Object.defineProperty(video, 'duration', { value: 10, configurable: true });
    video.currentTime = 5;
    fireEvent.timeUpdate(video);
    expect(seek).toHaveAttribute('aria-valuenow', '5');
    expect(seek).toHaveAttribute('aria-valuetext', '0:05 of 0:10');
    fireEvent.error(video);
    expect(root).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('This video can’t be played right now.');
  });
});

describe('ReelPlayer after an error', () => {
  it('keeps the error when the failed video is paused, and retries on a new source', () => {
    const { root, video, rerender } = setup();
    act(() => intersect(root, true));
    fireEvent.error(video);
    fireEvent.pause(video);
    expect(root).toHaveAttribute('data-state', 'error');
    rerender(<ReelPlayer src="/other.mp4" label="Video by ada" />);
    expect(root).not.toHaveAttribute('data-state', 'error');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports its first frame and hints a high-priority poster when asked', () => {
    const onFirstFrame = vi.fn();
    const { container } = render(
      <ReelPlayer
        src="/a.mp4"
        poster="/a.jpg"
        label="Video by ada"
        posterPriority="high"
        onFirstFrame={onFirstFrame}
      />,
    );
    const hint = document.head.querySelector('link[rel="preload"][href="/a.jpg"]');
    expect(hint).toHaveAttribute('fetchpriority', 'high');
    // The same CORS mode as the <video crossorigin> whose poster it is, or it goes unused.
    expect(['', 'anonymous']).toContain(hint?.getAttribute('crossorigin'));
    fireEvent.loadedData(container.querySelector('video') as Element);
    expect(onFirstFrame).toHaveBeenCalledTimes(1);
  });
});

describe('ReelPlayer adopting a video', () => {
  /** A video a boot script started: in its own layer, with inline styles, playing. */
  function bootVideo() {
    const layer = document.createElement('div');
    const video = document.createElement('video');
    video.src = '/v.mp4';
    video.style.width = '100%';
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    Object.defineProperty(video, 'readyState', { value: 4, configurable: true });
    video.load = vi.fn();
    layer.append(video);
    document.body.append(layer);
    return { layer, video };
  }

  it('moves the element in as it is and keeps it playing', () => {
    const { layer, video } = bootVideo();
    const onFirstFrame = vi.fn();
    const { container, root } = setup({ videoElement: video, onFirstFrame });
    expect(container.querySelector('video')).toBe(video);
    expect(layer.childElementCount).toBe(0);
    expect(video.getAttribute('style')).toBeNull();
    expect(video.className).not.toBe('');
    expect(video.loop).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Video by ada');
    // Not reloaded, not paused, not started again: it was playing already.
    expect(video.getAttribute('src')).toBe('/v.mp4');
    expect(video.load).not.toHaveBeenCalled();
    expect(video.pause).not.toHaveBeenCalled();
    expect(root).toHaveAttribute('data-state', 'playing');
    // Its first frame was there before the player: reported at once.
    expect(onFirstFrame).toHaveBeenCalledTimes(1);
    layer.remove();
  });

  it('listens to the adopted element like to its own', async () => {
    const { layer, video } = bootVideo();
    const { root, unmount } = setup({ videoElement: video });
    Object.defineProperty(video, 'duration', { value: 10, configurable: true });
    video.currentTime = 2.5;
    fireEvent.timeUpdate(video);
    expect(await screen.findByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuenow',
      '2.5',
    );
    fireEvent.pause(video);
    expect(root).toHaveAttribute('data-state', 'paused');
    fireEvent.error(video);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    unmount();
    expect(video.isConnected).toBe(false);
    layer.remove();
  });
});

describe('ReelPlayer captions', () => {
  it('adds a captions track, a pressed CC button and a polite live region', async () => {
    const onCaptionsChange = vi.fn();
    const { video } = setup({ captions: { src: '/c.vtt' }, onCaptionsChange });
    const track = video.querySelector('track') as HTMLTrackElement;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/c.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'Captions');
    // Never the browser's own default track: the player draws the cues itself.
    expect(track.default).toBe(false);
    const cc = screen.getByRole('button', { name: 'Captions' });
    expect(cc).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('[aria-live="polite"]')).toBeInTheDocument();
    await userEvent.click(cc);
    expect(cc).toHaveAttribute('aria-pressed', 'false');
    expect(onCaptionsChange).toHaveBeenCalledWith({ captionsOn: false });
  });

  it('loads its media and track with CORS, so captions may come from another origin', () => {
    // A track is fetched in its video's CORS mode; a media address that redirects to an
    // object store's origin (docs/adr/0092-media-from-a-bucket-in-the-browser.md) needs it.
    const { video } = setup({ captions: { src: '/c.vtt' } });
    expect(video).toHaveAttribute('crossorigin', 'anonymous');
  });

  it('loads media from a server without CORS headers as plain media when told so', () => {
    // A video played from another fediverse server: its server owes Flick no CORS answer.
    const { video } = setup({ cors: 'none' });
    expect(video).not.toHaveAttribute('crossorigin');
  });

  it('has no CC button or track without captions', () => {
    const { video } = setup();
    expect(video.querySelector('track')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
  });
});
