import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleCaptions,
  sampleCaptionsText,
  samplePoster,
  sampleVideo,
} from '../../fixtures/media';
import { ReelCue } from './ReelCue';
import { ReelPlayer } from './ReelPlayer';

const meta = {
  title: 'Flick/ReelPlayer',
  component: ReelPlayer,
  args: {
    src: sampleVideo,
    poster: samplePoster(200),
    label: 'Video by ada',
    onPlayingChange: fn(),
    onMutedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 270, height: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReelPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoplaysMutedAndTapToggles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('[data-state]') as HTMLElement;
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'playing'), { timeout: 4000 });
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause: Video by ada' }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'paused'));
    await expect(args.onPlayingChange).toHaveBeenLastCalledWith({ playing: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Play: Video by ada' }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'playing'));
  },
};

export const Paused: Story = {
  args: { defaultPlaying: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Play: Video by ada' })).toBeVisible();
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video.controls).toBe(false);
    await expect(video.loop).toBe(true);
  },
};

export const UnmuteControl: Story = {
  args: { defaultPlaying: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Unmute' }));
    await expect(video.muted).toBe(false);
    await expect(args.onMutedChange).toHaveBeenCalledWith({ muted: false });
    await expect(canvas.getByRole('button', { name: 'Mute' })).toBeVisible();
  },
};

export const ControlledByTheApp: Story = {
  args: { playing: false, muted: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Play/ }));
    // Controlled: the tap is reported, the app decides.
    await expect(args.onPlayingChange).toHaveBeenCalledWith({ playing: true });
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute(
      'data-state',
      'paused',
    );
  },
};

export const DoubleTapLikes: Story = {
  args: { defaultPlaying: false, onDoubleTap: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Play: Video by ada' }));
    await expect(args.onDoubleTap).toHaveBeenCalledTimes(1);
    // A double tap likes; it neither plays nor pauses.
    await expect(args.onPlayingChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Play: Video by ada' })).toBeVisible();
  },
};

export const SeekBar: Story = {
  args: { defaultPlaying: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    const seek = await canvas.findByRole('slider', { name: 'Seek' });
    // The bar takes keys once it knows the length (the thumb reads it aloud). Radix puts
    // aria-disabled on the slider's root, not on the thumb; the video's own duration is known
    // a render before the bar's.
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:04'), {
      timeout: 4000,
    });
    await expect(seek).toHaveAttribute('tabindex', '0');
    seek.focus();
    // The sample lasts 4 s: one step of 5 s reaches its end, one back its start.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(video.currentTime).toBeCloseTo(video.duration, 1));
    await expect(seek).toHaveAttribute('aria-valuetext', '0:04 of 0:04');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(video.currentTime).toBeCloseTo(0, 1));
    await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:04');
  },
};

export const ErrorState: Story = {
  args: { src: '/__missing__/video.mp4' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'This video can’t be played right now.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
  },
};

/**
 * Captions on by default: the CC button is pressed, the player draws the cue itself (the
 * browser's own rendering stays off) and the cue reaches the live region.
 */
export const WithCaptions: Story = {
  args: { captions: { src: sampleCaptions }, onCaptionsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cc = canvas.getByRole('button', { name: 'Captions' });
    await expect(cc).toHaveAttribute('aria-pressed', 'true');
    const live = canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;
    const drawn = () => canvasElement.querySelector('[data-captions-cue]');
    await waitFor(() => expect(live).toHaveTextContent(sampleCaptionsText), { timeout: 5000 });
    await waitFor(() => expect(drawn()).toHaveTextContent(sampleCaptionsText));
    await expect(drawn()).toHaveAttribute('aria-hidden', 'true');
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video.textTracks[0]?.mode).toBe('hidden');
    // Light on the dark scrim, and clear of the seek bar along the bottom edge.
    const text = drawn()?.firstElementChild as HTMLElement;
    await expect(getComputedStyle(text).color).toBe('rgb(255, 255, 255)');
    const seek = canvas.getByRole('slider', { name: 'Seek' }).getBoundingClientRect();
    await expect(text.getBoundingClientRect().bottom).toBeLessThanOrEqual(seek.top);

    await userEvent.click(cc);
    await expect(args.onCaptionsChange).toHaveBeenLastCalledWith({ captionsOn: false });
    await expect(cc).toHaveAttribute('aria-pressed', 'false');
    await expect(drawn()).toBeNull();
    await expect(live).toHaveTextContent('');

    await userEvent.click(cc);
    await expect(cc).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(live).toHaveTextContent(sampleCaptionsText), { timeout: 5000 });
  },
};

/** Only a playing video speaks its cue: paused, its live region empties; played, it fills. */
export const CaptionsSpeakWhilePlaying: Story = {
  args: { captions: { src: sampleCaptions } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;
    await waitFor(() => expect(live).toHaveTextContent(sampleCaptionsText), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause: Video by ada' }));
    await waitFor(() => expect(live).toHaveTextContent(''));
    await userEvent.click(canvas.getByRole('button', { name: 'Play: Video by ada' }));
    await waitFor(() => expect(live).toHaveTextContent(sampleCaptionsText), { timeout: 5000 });
  },
};

/** An overlay places the cue itself with ReelCue (above its own text, over its dimming). */
export const CueInTheOverlay: Story = {
  args: {
    captions: { src: sampleCaptions },
    children: (
      <div
        data-testid="overlay"
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          gap: 8,
          padding: 16,
          paddingBottom: 32,
          pointerEvents: 'none',
          background: 'linear-gradient(to top, rgba(0, 0, 0, 0.55), transparent 40%)',
        }}
      >
        <ReelCue />
        <span style={{ color: '#fff' }}>ada · The pier at dawn</span>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByTestId('overlay');
    await waitFor(
      () =>
        expect(overlay.querySelector('[data-captions-cue]')).toHaveTextContent(sampleCaptionsText),
      { timeout: 5000 },
    );
    // Drawn once, where the overlay put it: the player does not draw its own as well.
    await expect(canvasElement.querySelectorAll('[data-captions-cue]')).toHaveLength(1);
  },
};

/** Captions the viewer turned off (controlled by the app). */
export const CaptionsOff: Story = {
  args: {
    captions: { src: sampleCaptions },
    captionsOn: false,
    defaultPlaying: false,
    onCaptionsChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const cc = within(canvasElement).getByRole('button', { name: 'Captions' });
    await expect(cc).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(cc);
    // Controlled: the press is reported, the app decides.
    await expect(args.onCaptionsChange).toHaveBeenCalledWith({ captionsOn: true });
    await expect(cc).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Mobile: Story = {
  args: { defaultPlaying: false },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '100vw', height: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};
