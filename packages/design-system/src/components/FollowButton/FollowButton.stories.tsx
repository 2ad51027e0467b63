import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FollowButton } from './FollowButton';

const meta = {
  title: 'Flick/FollowButton',
  component: FollowButton,
  args: { following: false, onFollowChange: fn() },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Follow' });
    await expect(button).toHaveAttribute('data-state', 'not-following');
    await userEvent.click(button);
    await expect(args.onFollowChange).toHaveBeenCalledWith({ follow: true });
  },
};

export const Following: Story = {
  args: { following: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Following' }));
    await expect(args.onFollowChange).toHaveBeenCalledWith({ follow: false });
  },
};

/** A follow request to a private account waits for its owner; pressing withdraws it. */
export const Requested: Story = {
  args: { requested: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Requested' });
    await expect(button).toHaveAttribute('data-state', 'requested');
    await userEvent.click(button);
    await expect(args.onFollowChange).toHaveBeenCalledWith({ follow: false });
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Follow' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onFollowChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Flips only after a simulated server answer, like the store does. */
export const WithServerRoundTrip: Story = {
  render: function RoundTrip() {
    const [following, setFollowing] = useState(false);
    const [pending, setPending] = useState(false);
    return (
      <FollowButton
        following={following}
        pending={pending}
        onFollowChange={({ follow }) => {
          setPending(true);
          setTimeout(() => {
            setFollowing(follow);
            setPending(false);
          }, 300);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(canvas.getByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Following' })).toBeVisible());
  },
};
