import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePoster } from '../../fixtures/media';
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

export const Loading: Story = { args: { videos: [], loading: true } };

export const Empty: Story = { args: { videos: [], emptyText: 'No videos yet.' } };

export const ErrorState: Story = { args: { error: 'Error fetching videos' } };

export const MissingThumbnails: Story = {
  args: { videos: videos.slice(0, 3).map((video) => ({ ...video, thumbUrl: null })) },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
