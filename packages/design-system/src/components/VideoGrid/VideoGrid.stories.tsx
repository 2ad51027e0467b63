import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePoster } from '../../fixtures/media';
import { Button } from '../../primitives/Button';
import { VideoGrid } from './VideoGrid';

const videos = Array.from({ length: 7 }, (_, index) => ({
  id: `v${index}`,
  thumbUrl: samplePoster(index * 45),
  likes: index * 350,
  label: `Clip ${index + 1}`,
}));

const meta = {
  title: 'Flick/VideoGrid',
  component: VideoGrid,
  args: { videos, onOpen: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open video 3: Clip 3, 700 likes' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ index: 2 });
    await expect(canvas.getByText('1K')).toBeVisible();
  },
};

/** Tiles with view counts (from the watch reports) beside the likes. */
export const WithViews: Story = {
  args: { videos: videos.map((video, index) => ({ ...video, views: index * 12_400 + 37 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Open video 2: Clip 2, 12,437 views, 350 likes' }),
    ).toBeVisible();
    await expect(canvas.getByText('12.4K')).toBeVisible();
  },
};

/** One's own empty profile: the empty message with a call to action. */
export const EmptyWithAction: Story = {
  args: {
    videos: [],
    emptyText: 'No videos yet.',
    emptyDescription: 'Share your first video.',
    emptyAction: <Button size="sm">Upload video</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upload video' })).toBeVisible();
  },
};

export const Loading: Story = { args: { videos: [], loading: true } };

export const Empty: Story = { args: { videos: [], emptyText: 'No videos yet.' } };

export const ErrorState: Story = { args: { error: 'Error fetching videos' } };

export const MissingThumbnails: Story = {
  args: { videos: videos.slice(0, 3).map((video) => ({ ...video, thumbUrl: null })) },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** The owner's grid right after an upload: the newest tile is still being processed. */
export const Processing: Story = {
  args: {
    videos: [
      {
        id: 'new',
        thumbUrl: samplePoster(200),
        state: 'processing',
        progress: 40,
        label: 'Beach day',
      },
      ...videos.slice(0, 4),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Processing…')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Processing video 1: Beach day' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    // Nothing to play yet: the tile is not a button, and pressing it opens nothing.
    await expect(canvas.queryByRole('button', { name: /^Open video 1/ })).toBeNull();
    await userEvent.click(canvas.getByText('Processing…'));
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Open video 2: Clip 1, 0 likes' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ index: 1 });
  },
};

/** A processing tile whose progress is not known yet, and one without a thumbnail. */
export const ProcessingUnknownProgress: Story = {
  args: {
    videos: [
      { id: 'a', thumbUrl: null, state: 'processing', progress: null, label: 'Night ride' },
      { id: 'b', thumbUrl: samplePoster(90), state: 'processing', progress: 95, label: 'Cats' },
      ...videos.slice(0, 1),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Processing…')).toHaveLength(2);
    await expect(
      canvas.getByRole('progressbar', { name: 'Processing video 1: Night ride' }),
    ).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Processing failed: the reason and a Remove action. */
export const Failed: Story = {
  args: {
    onRemove: fn(),
    videos: [
      {
        id: 'bad',
        thumbUrl: samplePoster(320),
        state: 'failed',
        failureReason: 'The file is damaged or incomplete.',
        label: 'Concert',
      },
      { id: 'bad2', thumbUrl: null, state: 'failed', failureReason: null },
      ...videos.slice(0, 2),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The file is damaged or incomplete.')).toBeVisible();
    await expect(canvas.getByText('This video could not be processed.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Open video 1/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove video 2' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ index: 1 });
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** A removal under way: the Remove button is busy. */
export const FailedRemoving: Story = {
  args: {
    onRemove: fn(),
    removingIds: ['bad'],
    videos: [
      {
        id: 'bad',
        thumbUrl: samplePoster(320),
        state: 'failed',
        failureReason: 'The file is damaged or incomplete.',
        label: 'Concert',
      },
      ...videos.slice(0, 2),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove video 1: Concert' });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/**
 * The owner's draft and scheduled videos, marked on their tiles in the neutral tone; a video
 * moderators hid keeps the red one.
 */
export const DraftAndScheduled: Story = {
  args: {
    videos: [
      { ...(videos[0] as (typeof videos)[number]), badge: 'Draft' },
      { ...(videos[1] as (typeof videos)[number]), badge: 'Scheduled for 29 Nov, 18:45' },
      { ...(videos[2] as (typeof videos)[number]), hidden: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Open video 1: Clip 1, 0 likes, Draft' }),
    ).toBeVisible();
    await expect(canvas.getByText('Scheduled for 29 Nov, 18:45')).toBeVisible();
    // A draft is not a warning: its badge is not the moderators' red.
    const tone = (text: string) => getComputedStyle(canvas.getByText(text)).backgroundColor;
    await expect(tone('Draft')).not.toBe(tone('Hidden by moderators'));
    await expect(tone('Draft')).toBe(tone('Scheduled for 29 Nov, 18:45'));
  },
};
