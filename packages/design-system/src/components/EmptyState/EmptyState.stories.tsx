import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchIcon, VideoIcon } from '../../icons/Icons';
import { Button } from '../../primitives/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Flick/EmptyState',
  component: EmptyState,
  args: { title: 'Start typing to search for users.', icon: <SearchIcon size={40} /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchPrompt: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Start typing to search for users.',
    );
  },
};

export const NoUsersFound: Story = { args: { title: 'No users found.' } };

export const NoVideos: Story = {
  args: {
    title: 'No videos yet',
    description: 'Videos you upload will appear here.',
    icon: <VideoIcon size={40} />,
    action: <Button>Upload Video</Button>,
  },
};

export const ErrorState: Story = {
  args: { title: 'Error performing search. Please try again.', tone: 'error', icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error performing search. Please try again.',
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'Nothing matches "a-remarkably-long-query-without-any-spaces-in-it-at-all-2026"',
    description:
      'Try a shorter name, check the spelling, or search for a hashtag instead of a user name.',
  },
};
