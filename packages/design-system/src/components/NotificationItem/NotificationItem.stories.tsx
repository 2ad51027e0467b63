import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { avatarLin, samplePoster } from '../../fixtures/media';
import { FollowButton } from '../FollowButton';
import { NotificationItem } from './NotificationItem';

const meta = {
  title: 'Flick/NotificationItem',
  component: NotificationItem,
  args: {
    actorName: 'lin',
    actorPicture: avatarLin,
    actorHref: '/user/profile/u2',
    message: 'liked your video.',
    time: '2h',
    thumbUrl: samplePoster(120),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'lin' })).toHaveAttribute(
      'href',
      '/user/profile/u2',
    );
  },
};

export const Unread: Story = {
  args: { unread: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New:')).toBeInTheDocument();
  },
};

export const NewFollower: Story = {
  args: {
    message: 'started following you.',
    thumbUrl: undefined,
    action: <FollowButton following={false} onFollowChange={() => {}} />,
  },
};

export const MissingAvatar: Story = { args: { actorPicture: null } };

export const LongText: Story = {
  args: {
    actorName: 'someone_with_a_remarkably_long_username',
    message: 'commented: "This is a long comment that needs wrapping inside the notification row."',
  },
};

/** The reader's own upload finished processing: the message stands alone. */
export const OwnVideoReady: Story = {
  args: {
    actorName: undefined,
    actorHref: undefined,
    message: 'Your video is ready.',
    unread: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your video is ready.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The reader's own upload could not be processed: the server's text says why. */
export const OwnVideoFailed: Story = {
  args: {
    actorName: undefined,
    actorHref: undefined,
    thumbUrl: undefined,
    message: 'Your video could not be processed: the file is damaged or incomplete.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Your video could not be processed: the file is damaged or incomplete.',
      ),
    ).toBeVisible();
  },
};
