import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserListDialog } from './UserListDialog';

const users = [
  { id: 'u1', userName: 'ada', firstName: 'Ada', lastName: 'L', isFollowing: true },
  { id: 'u2', userName: 'lin', firstName: 'Lin', lastName: 'C', isFollowing: false },
];

function setup(extra: Partial<Parameters<typeof UserListDialog>[0]> = {}) {
  const onFollowChange = vi.fn();
  render(
    <UserListDialog
      open
      onOpenChange={() => {}}
      title="Following"
      users={users}
      hrefFor={(user) => `/user/profile/${user.id}`}
      onFollowChange={onFollowChange}
      {...extra}
    />,
  );
  return { onFollowChange };
}

describe('UserListDialog', () => {
  it('lists users with links to their profiles', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Following' });
    expect(within(dialog).getByRole('link', { name: 'Ada L' })).toHaveAttribute(
      'href',
      '/user/profile/u1',
    );
  });

  it('asks for confirmation before unfollowing', async () => {
    const { onFollowChange } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(onFollowChange).not.toHaveBeenCalled();
    const confirm = screen.getByRole('alertdialog', { name: 'Unfollow @ada?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unfollow' }));
    expect(onFollowChange).toHaveBeenCalledWith({ userId: 'u1', follow: false });
  });

  it('cancelling the confirmation keeps following', async () => {
    const { onFollowChange } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onFollowChange).not.toHaveBeenCalled();
  });

  it('follows without confirmation', async () => {
    const { onFollowChange } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(onFollowChange).toHaveBeenCalledWith({ userId: 'u2', follow: true });
  });

  it('shows no Follow button on a row that is not followable', () => {
    setup({
      users: [
        ...users,
        {
          id: 'u3',
          userName: 'ana@mastodon.example',
          firstName: 'Ana',
          isFollowing: false,
          followable: false,
        },
      ],
    });
    const rows = within(screen.getByRole('list', { name: 'Following' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryAllByRole('button').length)).toEqual([1, 1, 0]);
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Ana' })).toHaveAttribute(
      'href',
      '/user/profile/u3',
    );
  });

  it('shows ten placeholder rows while loading', () => {
    setup({ loading: true });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
  });
});
