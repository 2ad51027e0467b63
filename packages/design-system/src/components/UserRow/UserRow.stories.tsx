import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { avatarAda, brokenImage } from '../../fixtures/media';
import { UserRow } from './UserRow';

const meta = {
  title: 'Flick/UserRow',
  component: UserRow,
  args: {
    user: {
      id: 'u1',
      userName: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profilePicture: avatarAda,
    },
    href: '/user/profile/u1',
    following: false,
    onFollowChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/user/profile/u1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(args.onFollowChange).toHaveBeenCalledWith({ follow: true });
  },
};

export const Following: Story = { args: { following: true } };

export const Pending: Story = { args: { followPending: true } };

export const MissingAvatar: Story = {
  args: { user: { id: 'u2', userName: 'lin', firstName: 'Lin', lastName: 'Chen' } },
};

export const BrokenAvatar: Story = {
  args: {
    user: {
      id: 'u3',
      userName: 'sam',
      firstName: 'Sam',
      lastName: 'Okoro',
      profilePicture: brokenImage,
    },
  },
};

export const LongText: Story = {
  args: {
    user: {
      id: 'u4',
      userName: 'the_extremely_long_username_that_never_ends_2026',
      firstName: 'Maximiliana Alexandrina',
      lastName: 'Featherstonehaugh-Worthington',
      profilePicture: avatarAda,
    },
  },
};

export const WithoutFollowButton: Story = { args: { onFollowChange: undefined } };
