import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../tokens/contract.css';
import { ReelActions } from './ReelActions';

const meta = {
  title: 'Flick/ReelActions',
  component: ReelActions,
  args: {
    likes: 1234,
    liked: false,
    comments: 56,
    downloads: 7,
    shares: 12,
    onLikeChange: fn(),
    onCommentFocus: fn(),
    onDownload: fn(),
    onShare: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <div
        style={{
          background:
            args.tone === 'surface'
              ? 'transparent'
              : args.tone === 'rail'
                ? vars.color.videoStage
                : vars.color.videoBackdrop,
          padding: 24,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReelActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverVideo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('1.2K')).toBeVisible();
    await userEvent.click(like);
    await expect(args.onLikeChange).toHaveBeenCalledWith({ liked: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(args.onCommentFocus).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};

export const Liked: Story = {
  args: { liked: true, likes: 1235 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Pending: Story = {
  args: { pending: { like: true, download: true } },
  play: async ({ canvasElement, args }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-busy', 'true');
    // The wanted heart shows at once, marked pending; the agreed state waits for the server.
    await expect(like).toHaveAttribute('data-state', 'pending');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onLikeChange).not.toHaveBeenCalled();
  },
};

/** A refused like: the heart is back (not liked) and shakes once. */
export const LikeRefused: Story = {
  args: { likeFailed: true },
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('data-state', 'failed');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  },
};

export const DownloadsDisabled: Story = { args: { canDownload: false } };

export const BigCounts: Story = { args: { likes: 2_400_000, downloads: 98_765, shares: 120_000 } };

export const OnSurfaceRow: Story = {
  args: { tone: 'surface', direction: 'row' },
};

/** The owner's own video, beside its comments: Delete video instead of Report. */
export const OwnVideo: Story = {
  args: { tone: 'surface', direction: 'row', onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete video' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/**
 * The feed's rail on a desktop window (`mediaQueries.rail`): beside the video column, on the
 * stage, in the theme's colours. Over a video (narrower windows) it looks as `OverVideo`.
 */
export const RailOnStage: Story = {
  args: { tone: 'rail', liked: true, likes: 1235 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The feeds' Save (docs/product.md#saved-videos): a bookmark after Comment, filled once saved. */
export const WithSave: Story = {
  args: { tone: 'rail', onSavedChange: fn(), saved: true },
  play: async ({ canvasElement, args }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(save);
    await expect(args.onSavedChange).toHaveBeenCalledWith({ saved: false });
  },
};

/**
 * In Arabic, right to left (the `locale` global): the words, the plural forms (Arabic has six)
 * and the compact counts come from the messages and `Intl`.
 */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { tone: 'surface', direction: 'row', comments: 2, shares: 11 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'إجراءات الفيديو' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعجاب' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
