import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { avatarAda, avatarLin } from '../../fixtures/media';
import { CommentList } from './CommentList';

const meta = {
  title: 'Flick/CommentList',
  component: CommentList,
  args: {
    comments: [
      {
        id: 'c1',
        userName: 'lin',
        profilePicture: avatarLin,
        comment: 'Love it!',
        like: 2,
        liked: false,
      },
      {
        id: 'c2',
        userName: 'ada',
        profilePicture: avatarAda,
        comment: 'Where is this?',
        like: 0,
        liked: true,
      },
      { id: 'c3', userName: 'sam', comment: 'No avatar, still here 👋', like: 14, liked: false },
    ],
    onLikeChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const [first] = canvas.getAllByRole('button', { name: 'Like comment' });
    if (first) await userEvent.click(first);
    await expect(args.onLikeChange).toHaveBeenCalledWith({ commentId: 'c1', liked: true });
  },
};

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No comments yet. Be the first to comment!'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = { args: { error: 'Error fetching comments' } };

export const PendingLike: Story = { args: { pendingIds: ['c2'] } };

/**
 * The comments view as the app shows it: the `N comments` heading, each comment's time (the
 * full date on hover) and its "More actions" menu where Report or Delete is offered.
 */
export const WithCountTimesAndMenus: Story = {
  args: {
    total: 3,
    comments: [
      {
        id: 'c1',
        userName: 'lin',
        profilePicture: avatarLin,
        comment: 'Love it!',
        like: 2,
        liked: false,
        createdAt: '2026-11-28T00:00:00.000Z',
      },
      {
        id: 'c2',
        userName: 'you',
        profilePicture: avatarAda,
        comment: 'Thanks!',
        like: 0,
        liked: false,
        createdAt: '2026-11-28T01:00:00.000Z',
      },
    ],
    timeOf: (comment) => (comment.id === 'c1' ? '3h' : '2h'),
    onReport: fn(),
    canReport: (comment) => comment.userName !== 'you',
    onDelete: fn(),
    canDelete: (comment) => comment.userName === 'you',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '3 comments' })).toBeVisible();
    const time = canvas.getByText('3h');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', '2026-11-28T00:00:00.000Z');
    await expect(canvas.getAllByRole('button', { name: 'More actions' })).toHaveLength(2);
  },
};
