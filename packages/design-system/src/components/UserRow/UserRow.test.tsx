import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { UserRow } from './UserRow';

const user = { id: '7', userName: 'ada', firstName: 'Ada', lastName: 'Lovelace' };

describe('UserRow', () => {
  it('shows the userName and links the full name to the profile', () => {
    render(<UserRow user={user} href="/user/profile/7" />);
    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/user/profile/7',
    );
  });

  it('renders the link through renderLink so apps can use their router', () => {
    render(
      <UserRow
        user={user}
        href="/user/profile/7"
        renderLink={({ href, children, className }) => (
          <a href={`#router${href}`} className={className} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'data-router',
      'yes',
    );
  });

  it('follows with the Follow button', async () => {
    const onFollowChange = vi.fn();
    render(<UserRow user={user} href="/u" following={false} onFollowChange={onFollowChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(onFollowChange).toHaveBeenCalledWith({ follow: true });
  });

  it('falls back to the userName as link text when there is no name', async () => {
    const { container } = render(<UserRow user={{ id: '8', userName: 'lin' }} href="/u/8" />);
    expect(screen.getByRole('link', { name: 'lin' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
