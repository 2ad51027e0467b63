import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { avatarAda, brokenImage } from '../../fixtures/media';
import { Avatar } from './Avatar';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { src: avatarAda, alt: 'Ada Lovelace', size: 56 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

export const MissingAvatar: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(picture.tagName.toLowerCase()).toBe('svg');
  },
};

export const BrokenAvatar: Story = {
  args: { src: brokenImage },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state="fallback"]')).not.toBeNull(),
    );
  },
};

export const Small: Story = { args: { size: 32 } };
