import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { intersect } from '../../test/setup';
import { ReelPlayer } from './ReelPlayer';

function setup(props: Partial<Parameters<typeof ReelPlayer>[0]> = {}) {
  const utils = render(<ReelPlayer src="/v.mp4" label="Video by ada" {...props} />);
  const root = utils.container.firstElementChild as HTMLElement;
  const video = utils.container.querySelector('video') as HTMLVideoElement;
  return { ...utils, root, video };
}

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

  it('moves 5 s with the arrow keys while the seek bar has focus, without moving a feed', async () => {
    const onFeedKey = vi.fn();
    const utils = render(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands for a feed's key handler
      <div onKeyDown={onFeedKey}>
        <ReelPlayer src="/v.mp4" label="Video by ada" />
      </div>,
    );
    const video = utils.container.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 30, configurable: true });
    video.currentTime = 12;
    fireEvent.durationChange(video);
    const seek = await screen.findByRole('slider', { name: 'Seek' });
    act(() => seek.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(17);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(video.currentTime).toBe(2);
    await userEvent.keyboard('{ArrowDown}');
    expect(video.currentTime).toBe(0);
    await userEvent.keyboard('{ArrowUp}');
    expect(video.currentTime).toBe(5);
    expect(seek).toHaveAttribute('aria-valuetext', '0:05 of 0:30');
    expect(onFeedKey).not.toHaveBeenCalled();
  });

  it('likes on a double tap with a heart, without pausing', async () => {
    const onDoubleTap = vi.fn();
    const onPlayingChange = vi.fn();
    const { root } = setup({ onDoubleTap, onPlayingChange });
    act(() => intersect(root, true));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Pause: Video by ada' }));
    expect(onDoubleTap).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('heart-burst')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onPlayingChange).not.toHaveBeenCalled();
    expect(root).toHaveAttribute('data-state', 'playing');
    // One tap still pauses, once no second tap followed.
    await userEvent.click(screen.getByRole('button', { name: 'Pause: Video by ada' }));
    await vi.waitFor(() => expect(root).toHaveAttribute('data-state', 'paused'));
    expect(onPlayingChange).toHaveBeenCalledWith({ playing: false });
    expect(onDoubleTap).toHaveBeenCalledTimes(1);
  });

  it('draws no heart under reduced motion, and still likes', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      const onDoubleTap = vi.fn();
      setup({ onDoubleTap });
      await userEvent.dblClick(screen.getByRole('button', { name: /^Pause/ }));
      expect(onDoubleTap).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('heart-burst')).toBeNull();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('enters and leaves full screen with its own container', async () => {
    const request = vi.fn(async function (this: Element) {
      Object.defineProperty(document, 'fullscreenElement', { value: this, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    const exit = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      value: request,
      configurable: true,
    });
    Object.defineProperty(document, 'exitFullscreen', { value: exit, configurable: true });
    try {
      const { root, rerender } = setup();
      await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(request.mock.contexts[0]).toBe(root);
      const leave = screen.getByRole('button', { name: 'Exit full screen' });
      expect(leave).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(leave);
      expect(exit).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      // A feed moving to another video takes its player out of full screen.
      await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(document.fullscreenElement).toBe(root);
      rerender(<ReelPlayer src="/v.mp4" label="Video by ada" active={false} />);
      await vi.waitFor(() => expect(document.fullscreenElement).toBeNull());
    } finally {
      delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
      delete (document as { exitFullscreen?: unknown }).exitFullscreen;
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    }
  });

  it('plays muted when the browser refuses sound, keeping the app’s choice', async () => {
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockImplementationOnce(() =>
      Promise.reject(new DOMException('needs a gesture', 'NotAllowedError')),
    );
    const onMutedChange = vi.fn();
    const { root, video } = setup({ muted: false, onMutedChange });
    act(() => intersect(root, true));
    await vi.waitFor(() => expect(root).toHaveAttribute('data-state', 'playing'));
    expect(video.muted).toBe(true);
    expect(onMutedChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    expect(onMutedChange).toHaveBeenCalledWith({ muted: false });
  });

  it('goes on muted when the browser pauses a playing video it was told to unmute', () => {
    const { root, video, rerender } = setup({ muted: true });
    act(() => intersect(root, true));
    expect(root).toHaveAttribute('data-state', 'playing');
    // What a browser does to a video unmuted without a gesture: it pauses it.
    let muted = true;
    Object.defineProperty(video, 'muted', {
      configurable: true,
      get: () => muted,
      set(value: boolean) {
        muted = value;
        if (!value) video.pause();
      },
    });
    rerender(<ReelPlayer src="/v.mp4" label="Video by ada" muted={false} />);
    expect(video.muted).toBe(true);
    expect(root).toHaveAttribute('data-state', 'playing');
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
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

  it('has no CC button or track without captions', () => {
    const { video } = setup();
    expect(video.querySelector('track')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
  });
});
