import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { avatarAda } from '../../fixtures/media';
import { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader';

const profile = {
  id: 'u1',
  userName: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profilePicture: avatarAda,
  about: 'Analytical engines and short videos.',
  videoCount: 12,
  totalFollowers: 1204,
  totalFollowing: 87,
  isFollowing: false,
  totalLikes: 48_210,
};

const meta = {
  title: 'Flick/ProfileHeader',
  component: ProfileHeader,
  args: {
    profile,
    isOwnProfile: false,
    onFollowChange: fn(),
    onFollowersClick: fn(),
    onFollowingClick: fn(),
    onBlock: fn(),
    editHref: '/setting/edit',
    settingsHref: '/setting',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtherUser: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ada' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '1,204 followers' }));
    await expect(args.onFollowersClick).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '87 following' }));
    await expect(args.onFollowingClick).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(args.onFollowChange).toHaveBeenCalledWith({ follow: true });
  },
};

/**
 * Block and Unblock swap places only after a simulated server answer, like the web app's
 * store: the header starts as `args.isBlocked` says and then follows the confirmations.
 */
function BlockRoundTrip(args: ProfileHeaderProps) {
  const [blocked, setBlocked] = useState(args.isBlocked ?? false);
  const [pending, setPending] = useState(false);
  const answer = (next: boolean) => {
    setPending(true);
    setTimeout(() => {
      setBlocked(next);
      setPending(false);
    }, 300);
  };
  return (
    <ProfileHeader
      {...args}
      isBlocked={blocked}
      blockPending={pending}
      onBlock={() => {
        args.onBlock?.();
        answer(true);
      }}
      onUnblock={() => {
        args.onUnblock?.();
        answer(false);
      }}
    />
  );
}

/** Blocking by keyboard: focus goes to the Unblock that replaced Block, and back again. */
export const BlockConfirmation: Story = {
  args: { onUnblock: fn(), onReport: fn(), onMuteChange: fn() },
  render: BlockRoundTrip,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'More' }).focus();
    await userEvent.keyboard('{Enter}');
    const block = await screen.findByRole('menuitem', { name: 'Block' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus());
    block.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Block @ada?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block' }));
    await expect(args.onBlock).toHaveBeenCalled();
    await canvas.findByText('Blocked');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Unblock' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const undo = await screen.findByRole('alertdialog', { name: 'Unblock @ada?' });
    await userEvent.click(within(undo).getByRole('button', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'More' })).toHaveFocus());
    await expect(canvas.queryByText('Blocked')).toBeNull();
  },
};

export const OwnProfile: Story = {
  args: { isOwnProfile: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/setting/edit',
    );
    await expect(within(canvasElement).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/setting',
    );
  },
};

export const Blocked: Story = {
  args: { isBlocked: true, onUnblock: fn() },
  render: BlockRoundTrip,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Blocked')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Follow' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unblock @ada?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalled();
    // Unblock gives way to the More menu that holds Block: focus goes to it, not to the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'More' })).toHaveFocus());
  },
};

export const Following: Story = { args: { profile: { ...profile, isFollowing: true } } };

export const FollowPending: Story = { args: { followPending: true } };

export const Loading: Story = { args: { loading: true, profile: undefined } };

export const MissingAvatar: Story = {
  args: { profile: { ...profile, profilePicture: null, about: null } },
};

export const LongText: Story = {
  args: {
    profile: {
      ...profile,
      userName: 'a_really_really_long_user_name_for_layout_testing',
      about:
        'A long biography that keeps going to see how the header wraps text on small screens and large screens alike, with no line breaks at all.',
      totalFollowers: 12_345_678,
    },
  },
};

/** A phone with every control of someone else's profile: name, then one row. */
export const Mobile: Story = {
  args: { onReport: fn(), onMuteChange: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follow = canvas.getByRole('button', { name: 'Follow' }).getBoundingClientRect();
    const more = canvas.getByRole('button', { name: 'More' }).getBoundingClientRect();
    // Follow, Mute and More share one line.
    await expect(Math.abs(follow.top - more.top)).toBeLessThan(2);
  },
};

/** The More menu open: Report, then Block in the danger tone. */
export const MoreMenu: Story = {
  args: { onReport: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    await expect(args.onReport).toHaveBeenCalled();
  },
};
