import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FollowButton } from './FollowButton';

describe('FollowButton', () => {
  it('asks to follow when not following', async () => {
    const onFollowChange = vi.fn();
    render(<FollowButton following={false} onFollowChange={onFollowChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(onFollowChange).toHaveBeenCalledWith({ follow: true });
  });

  it('asks to unfollow when following', async () => {
    const onFollowChange = vi.fn();
    render(<FollowButton following onFollowChange={onFollowChange} />);
    const button = screen.getByRole('button', { name: 'Following' });
    expect(button).toHaveAttribute('data-state', 'following');
    await userEvent.click(button);
    expect(onFollowChange).toHaveBeenCalledWith({ follow: false });
  });

  it('says Requested while a follow request waits, and withdraws it when pressed', async () => {
    const onFollowChange = vi.fn();
    const { container } = render(
      <FollowButton following={false} requested onFollowChange={onFollowChange} />,
    );
    const button = screen.getByRole('button', { name: 'Requested' });
    expect(button).toHaveAttribute('data-state', 'requested');
    await expectNoAxeViolations(container);
    await userEvent.click(button);
    expect(onFollowChange).toHaveBeenCalledWith({ follow: false });
  });

  it('shows a spinner, is busy and ignores presses while pending', async () => {
    const onFollowChange = vi.fn();
    render(<FollowButton following={false} pending onFollowChange={onFollowChange} />);
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onFollowChange).not.toHaveBeenCalled();
  });
});
