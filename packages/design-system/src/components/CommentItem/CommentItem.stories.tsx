import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { avatarLin } from '../../fixtures/media';
import { CommentItem } from './CommentItem';

const meta = {
  title: 'Flick/CommentItem',
  component: CommentItem,
  args: {
    comment: {
      id: 'c1',
      userName: 'lin',
      profilePicture: avatarLin,
      comment: 'This is so good 🔥',
      like: 3,
      liked: false,
    },
    time: '2h',
    onLikeChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like comment' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onLikeChange).toHaveBeenCalledWith({ commentId: 'c1', liked: true });
  },
};

export const Liked: Story = {
  args: {
    comment: {
      id: 'c1',
      userName: 'lin',
      profilePicture: avatarLin,
      comment: 'Liked it',
      like: 4,
      liked: true,
    },
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Like comment' }));
    await expect(args.onLikeChange).not.toHaveBeenCalled();
  },
};

export const MissingAvatar: Story = {
  args: {
    comment: { id: 'c2', userName: 'sam', comment: 'No picture here', like: 0, liked: false },
  },
};

export const LongText: Story = {
  args: {
    comment: {
      id: 'c3',
      userName: 'someone_with_a_long_name',
      comment:
        'A really long comment that goes on and on about how great this video is, with a link-like token https://example.com/averyveryveryveryveryveryverylongpathwithoutspaces and more words after it.',
      like: 1200,
      liked: false,
    },
  },
};

export const WithProfileLink: Story = { args: { profileHref: '/user/profile/u2' } };

/** In Arabic, right to left: the text, the name and the like column start from the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    comment: {
      id: 'c1',
      userName: 'lin',
      profilePicture: avatarLin,
      comment: 'هذا رائع جدًا 🔥',
      like: 3,
      liked: true,
    },
    time: 'قبل ساعتين',
    onDelete: fn(),
    onReport: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'تعليق من lin' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'الإعجاب بالتعليق' })).toBeVisible();
  },
};
