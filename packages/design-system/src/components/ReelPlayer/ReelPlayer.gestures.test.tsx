import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupPlayer as setup } from '../../test/reelPlayer';
import { intersect } from '../../test/setup';
import { ReelPlayer } from './ReelPlayer';

describe('ReelPlayer gestures, full screen and sound', () => {
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
