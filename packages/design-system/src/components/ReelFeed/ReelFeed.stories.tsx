import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleCaptions,
  sampleCaptionsText,
  samplePoster,
  sampleVideo,
} from '../../fixtures/media';
import { EmptyState } from '../EmptyState';
import { ReelActions } from '../ReelActions';
import { ReelFeed, type ReelFeedItem, WHEEL_QUIET_MS } from './ReelFeed';

const items: ReelFeedItem[] = [0, 1, 2, 3, 4].map((position) => ({
  id: `v${position}`,
  src: sampleVideo,
  poster: samplePoster(position * 70),
  label: `Video ${position + 1} by ada`,
}));

const meta = {
  title: 'Flick/ReelFeed',
  component: ReelFeed,
  args: { items, onIndexChange: fn(), onEndReached: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReelFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardMoves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const feed = canvas.getByRole('feed', { name: 'Videos' });
    feed.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith({ index: 1 }));
    await waitFor(() =>
      expect(canvas.getByText('Video 2 of 5: Video 2 by ada')).toBeInTheDocument(),
    );
    await userEvent.keyboard('j');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith({ index: 2 }));
    await userEvent.keyboard('k');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith({ index: 1 }));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith({ index: 0 }));
    const articles = canvas.getAllByRole('article');
    await waitFor(() => expect(articles[0]).toHaveAttribute('data-state', 'active'));
  },
};

/**
 * Presses that come faster than the feed draws: each one moves a video on from the one the
 * previous press chose (its render still pending), and only the video landed on plays.
 */
export const QuickKeyPresses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const feed = canvas.getByRole('feed', { name: 'Videos' });
    feed.focus();
    const press = (key: string) =>
      feed.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    // Three presses in one task: React renders none of them in between.
    for (const _ of [1, 2, 3]) press('ArrowDown');
    await waitFor(() =>
      expect(canvas.getByText('Video 4 of 5: Video 4 by ada')).toBeInTheDocument(),
    );
    await expect(args.onIndexChange).toHaveBeenLastCalledWith({ index: 3 });
    const articles = canvas.getAllByRole('article');
    await waitFor(() =>
      expect(Math.abs(feed.scrollTop - (articles[3] as HTMLElement).offsetTop)).toBeLessThan(2),
    );
    // Down and straight back up: the feed stays, and the video passed does not play.
    press('ArrowDown');
    press('ArrowUp');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(articles[3]).toHaveAttribute('data-state', 'active');
    await expect(articles[4]?.querySelector('video')?.paused).toBe(true);
    await waitFor(() => expect(articles[3]?.querySelector('video')?.paused).toBe(false));
    const playing = [...canvasElement.querySelectorAll('video')].filter((video) => !video.paused);
    await expect(playing).toHaveLength(1);
  },
};

/** A swipe scrolls the feed natively; the video it lands on becomes current. */
export const ScrollMoves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const feed = canvas.getByRole('feed', { name: 'Videos' });
    const articles = canvas.getAllByRole('article');
    feed.scrollTo({ top: (articles[2] as HTMLElement).offsetTop });
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith({ index: 2 }));
    await waitFor(() => expect(articles[2]).toHaveAttribute('data-state', 'active'));
    await waitFor(() => expect(canvasElement.querySelectorAll('video')[1]?.paused).toBe(false), {
      timeout: 4000,
    });
    feed.scrollTo({ top: (articles[1] as HTMLElement).offsetTop });
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith({ index: 1 }));
    await waitFor(() =>
      expect(canvas.getByText('Video 2 of 5: Video 2 by ada')).toBeInTheDocument(),
    );
  },
};

/**
 * A wheel or trackpad gesture (a burst of wheel events) moves exactly one video in its
 * direction; its further events (inertia) move nothing until the wheel has gone quiet.
 */
export const WheelMoves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const feed = canvas.getByRole('feed', { name: 'Videos' });
    const articles = canvas.getAllByRole('article');
    const burst = (deltas: number[]) =>
      deltas.map((deltaY) =>
        feed.dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true })),
      );
    const restsOn = async (index: number) => {
      await waitFor(() =>
        expect(Math.abs(feed.scrollTop - (articles[index] as HTMLElement).offsetTop)).toBeLessThan(
          2,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, WHEEL_QUIET_MS * 2));
      await expect(articles[index]).toHaveAttribute('data-state', 'active');
    };
    // One small notch: the next video (the browser's own scroll is cancelled).
    await expect(burst([40])).toEqual([false]);
    await restsOn(1);
    await expect(args.onIndexChange).toHaveBeenCalledTimes(1);
    // A long burst, as a trackpad's inertia: one video, not several.
    burst(Array.from({ length: 40 }, (_, i) => Math.max(1, 90 - i * 2)));
    await restsOn(2);
    await expect(args.onIndexChange).toHaveBeenCalledTimes(2);
    // Upwards: the previous one.
    burst([-120, -120, -120]);
    await restsOn(1);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith({ index: 1 });
    await expect(args.onIndexChange).toHaveBeenCalledTimes(3);
    // Sideways moves are not the feed's.
    await expect(
      feed.dispatchEvent(
        new WheelEvent('wheel', { deltaX: 120, deltaY: 2, bubbles: true, cancelable: true }),
      ),
    ).toBe(true);
  },
};

/** Only the playing video's captions live region holds its cue; the one left empties. */
export const CaptionsFollowThePlayingVideo: Story = {
  args: { items: items.map((item) => ({ ...item, captions: { src: sampleCaptions } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const regions = () => [...canvasElement.querySelectorAll('[data-captions-live]')];
    const first = regions()[0] as HTMLElement;
    await waitFor(() => expect(first).toHaveTextContent(sampleCaptionsText), { timeout: 5000 });
    canvas.getByRole('feed', { name: 'Videos' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByText('Video 2 of 5: Video 2 by ada')).toBeInTheDocument(),
    );
    await waitFor(() => expect(first).toHaveTextContent(''));
    await waitFor(() => expect(regions()[1] as HTMLElement).toHaveTextContent(sampleCaptionsText), {
      timeout: 5000,
    });
  },
};

export const OnlyTheCurrentVideoPlays: Story = {
  play: async ({ canvasElement }) => {
    const videos = () => [...canvasElement.querySelectorAll('video')];
    await waitFor(() => expect(videos()[0]?.paused).toBe(false), { timeout: 4000 });
    await expect(videos()[1]?.paused).toBe(true);
    // The next video is preloaded once the current one shows its first frame (which can
    // come a little after playback starts).
    await waitFor(() => expect(videos()[1]).toHaveAttribute('preload', 'auto'), {
      timeout: 4000,
    });
  },
};

export const WithOverlay: Story = {
  args: {
    index: 0,
    renderOverlay: ({ item }) => (
      <div style={{ position: 'absolute', right: 12, bottom: 48 }}>
        <ReelActions
          likes={item.id.length * 120}
          liked={false}
          downloads={3}
          shares={4}
          onLikeChange={() => {}}
          onCommentFocus={() => {}}
          onDownload={() => {}}
          onShare={() => {}}
        />
      </div>
    ),
  },
};

export const LoadingMore: Story = { args: { items: items.slice(0, 1), loading: true } };

export const Empty: Story = {
  args: { items: [], empty: <EmptyState title="No videos yet." /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No videos yet.');
  },
};

export const Mobile: Story = {
  args: { index: 0 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** `autoplay={false}` (what the feed does by itself under prefers-reduced-motion). */
export const TapToPlay: Story = {
  args: { autoplay: false, onPlayingChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = () => canvasElement.querySelector('video');
    const play = await canvas.findByRole('button', { name: 'Play: Video 1 by ada' });
    // Give an autoplay the time it would take; the video must still be waiting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(first()?.paused).toBe(true);
    await userEvent.click(play);
    await waitFor(() => expect(first()?.paused).toBe(false), { timeout: 4000 });
    await expect(args.onPlayingChange).toHaveBeenLastCalledWith({ playing: true });
    await expect(canvas.getByRole('button', { name: 'Pause: Video 1 by ada' })).toBeVisible();
    // The next video waits for its own tap again.
    canvas.getByRole('feed', { name: 'Videos' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Play: Video 2 by ada' })).toBeInTheDocument(),
    );
    await waitFor(() => expect(first()?.paused).toBe(true));
  },
};
