import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader';

const profile = {
  id: 'u1',
  userName: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  videoCount: 1,
  totalFollowers: 2,
  totalFollowing: 3,
  isFollowing: true,
};

function setup(overrides: Partial<ProfileHeaderProps> = {}) {
  const props: ProfileHeaderProps = {
    profile,
    isOwnProfile: false,
    onFollowChange: vi.fn(),
    onFollowersClick: vi.fn(),
    onFollowingClick: vi.fn(),
    onBlock: vi.fn(),
    editHref: '/account/profile',
    settingsHref: '/account',
    ...overrides,
  };
  render(<ProfileHeader {...props} />);
  return props;
}

/** Block and Unblock whose answer comes at once, while the confirmation is still open. */
function BlockedAtOnce() {
  const [blocked, setBlocked] = useState(false);
  return (
    <ProfileHeader
      profile={profile}
      isOwnProfile={false}
      editHref="/account/profile"
      settingsHref="/account"
      onFollowersClick={vi.fn()}
      onFollowingClick={vi.fn()}
      isBlocked={blocked}
      onBlock={() => setBlocked(true)}
      onUnblock={() => setBlocked(false)}
      // Mute sits where Unblock was: focus must still go to the More menu.
      onMuteChange={vi.fn()}
    />
  );
}

describe('ProfileHeader', () => {
  it('shows names and counts, and opens the followers and following boxes', async () => {
    const props = setup();
    expect(screen.getByRole('heading', { name: 'ada' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('1 video')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2 followers' }));
    await userEvent.click(screen.getByRole('button', { name: '3 following' }));
    expect(props.onFollowersClick).toHaveBeenCalledTimes(1);
    expect(props.onFollowingClick).toHaveBeenCalledTimes(1);
  });

  it('unfollows from the Following button', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(props.onFollowChange).toHaveBeenCalledWith({ follow: false });
  });

  it('blocks from the More menu, only after confirmation', async () => {
    const props = setup();
    expect(screen.queryByRole('button', { name: /Block/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
    expect(props.onBlock).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', { name: 'Block @ada?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(props.onBlock).toHaveBeenCalledTimes(1);
  });

  it('gives focus to the control that replaced Block or Unblock when the answer comes at once', async () => {
    render(<BlockedAtOnce />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
    const block = screen.getByRole('alertdialog', { name: 'Block @ada?' });
    await userEvent.click(within(block).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unblock' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const unblock = screen.getByRole('alertdialog', { name: 'Unblock @ada?' });
    await userEvent.click(within(unblock).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveFocus());
  });

  it('offers Edit profile on the own profile instead of Follow', () => {
    setup({ isOwnProfile: true });
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('links the own profile to Settings (the way to settings and logout on phones)', () => {
    setup({ isOwnProfile: true });
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account');
  });

  it('shows a blocked user as blocked, with Unblock after confirmation instead of Follow', async () => {
    const props = setup({ isBlocked: true, onUnblock: vi.fn() });
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(props.onUnblock).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', { name: 'Unblock @ada?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(props.onUnblock).toHaveBeenCalledTimes(1);
  });

  it('mutes and unmutes, and reports from the More menu, when asked to', async () => {
    const onMuteChange = vi.fn();
    const onReport = vi.fn();
    setup({ onMuteChange, onReport });
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    expect(onMuteChange).toHaveBeenCalledWith({ muted: true });
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(onReport).toHaveBeenCalledTimes(1);
  });

  it('reads Unmute for a muted user', async () => {
    const onMuteChange = vi.fn();
    setup({ onMuteChange, isMuted: true });
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(onMuteChange).toHaveBeenCalledWith({ muted: false });
  });

  it('has no More menu when there is nothing to put in it', () => {
    setup({ onBlock: undefined });
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('shows the likes total when given', () => {
    setup({ profile: { ...profile, totalLikes: 1234 } });
    expect(screen.getByText('1,234 likes')).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    setup({ loading: true, profile: undefined });
    expect(screen.getByRole('banner')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading profile')).toBeInTheDocument();
  });
});
