import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { avatarAda, avatarLin, brokenImage } from '../../fixtures/media';
import { UserListDialog } from './UserListDialog';

const users = [
  {
    id: 'u1',
    userName: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profilePicture: avatarAda,
    isFollowing: true,
  },
  {
    id: 'u2',
    userName: 'lin',
    firstName: 'Lin',
    lastName: 'Chen',
    profilePicture: avatarLin,
    isFollowing: false,
  },
  {
    id: 'u3',
    userName: 'sam',
    firstName: 'Sam',
    lastName: 'Okoro',
    profilePicture: brokenImage,
    isFollowing: true,
  },
];

const meta = {
  title: 'Flick/UserListDialog',
  component: UserListDialog,
  args: {
    open: true,
    title: 'Following',
    users,
    hrefFor: (user) => `/user/profile/${user.id}`,
    onOpenChange: fn(),
    onFollowChange: fn(),
  },
} satisfies Meta<typeof UserListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnfollowAsksFirst: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Following' });
    const [firstFollowing] = within(dialog).getAllByRole('button', { name: 'Following' });
    if (firstFollowing) await userEvent.click(firstFollowing);
    const confirm = await screen.findByRole('alertdialog', { name: 'Unfollow @ada?' });
    await expect(args.onFollowChange).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unfollow' }));
    await expect(args.onFollowChange).toHaveBeenCalledWith({ userId: 'u1', follow: false });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const FollowDirectly: Story = {
  args: { title: 'Followers' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Follow' }));
    await expect(args.onFollowChange).toHaveBeenCalledWith({ userId: 'u2', follow: true });
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { users: [], title: 'Followers', emptyText: 'No followers yet.' },
};

export const ErrorState: Story = { args: { error: 'Failed to fetch followers' } };

export const Pending: Story = { args: { pendingIds: ['u2'] } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
