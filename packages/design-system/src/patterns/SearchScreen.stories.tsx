import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyState } from '../components/EmptyState';
import { UserRow } from '../components/UserRow';
import { avatarAda, avatarLin, brokenImage } from '../fixtures/media';
import { SearchIcon } from '../icons/Icons';
import { SearchField } from '../primitives/SearchField';
import { SkeletonList } from '../primitives/Skeleton';

/**
 * How the app composes the search screen (docs/product.md#search) from design-system parts.
 * The texts live in the app; these stories prove the parts support them.
 */
type State = 'idle' | 'loading' | 'results' | 'empty' | 'error';

const users = [
  { id: 'u1', userName: 'ada', firstName: 'Ada', lastName: 'Lovelace', profilePicture: avatarAda },
  { id: 'u2', userName: 'adam', firstName: 'Adam', lastName: 'Smith', profilePicture: avatarLin },
  {
    id: 'u3',
    userName: 'adaeze',
    firstName: 'Adaeze',
    lastName: 'Obi',
    profilePicture: brokenImage,
  },
];

function SearchScreen({ state, query = '' }: { state: State; query?: string }) {
  const [value, setValue] = useState(query);
  const [following, setFollowing] = useState<Record<string, boolean>>({ u2: true });
  return (
    <div style={{ width: 'min(100%, 480px)', display: 'flex', flexDirection: 'column', gap: 12 }}>
      <SearchField
        label="Search users"
        placeholder="Search users..."
        value={value}
        onValueChange={({ value: next }) => setValue(next)}
      />
      {state === 'idle' ? (
        <EmptyState title="Start typing to search for users." icon={<SearchIcon size={40} />} />
      ) : null}
      {state === 'loading' ? <SkeletonList rows={5} label="Searching" /> : null}
      {state === 'empty' ? <EmptyState title="No users found." /> : null}
      {state === 'error' ? (
        <EmptyState tone="error" title="Error performing search. Please try again." />
      ) : null}
      {state === 'results' ? (
        <ul aria-label="Users" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {users.map((user) => (
            <li key={user.id}>
              <UserRow
                user={user}
                href={`/user/profile/${user.id}`}
                following={following[user.id] ?? false}
                followPending={user.id === 'u3'}
                onFollowChange={({ follow }) =>
                  setFollowing((current) => ({ ...current, [user.id]: follow }))
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Patterns/Search screen',
  component: SearchScreen,
  args: { state: 'idle' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText('Search users...')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Start typing to search for users.');
  },
};

export const Loading: Story = {
  args: { state: 'loading', query: 'ada' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('skeleton-row')).toHaveLength(5);
  },
};

export const Results: Story = {
  args: { state: 'results', query: 'ada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/user/profile/u1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Following' }));
    await expect(canvas.getAllByRole('button', { name: 'Follow' })).toHaveLength(3);
  },
};

export const NoUsersFound: Story = {
  args: { state: 'empty', query: 'zzz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No users found.');
  },
};

export const ErrorState: Story = { args: { state: 'error', query: 'ada' } };

export const Mobile: Story = {
  args: { state: 'results', query: 'ada' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
