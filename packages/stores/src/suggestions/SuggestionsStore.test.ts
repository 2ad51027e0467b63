import { describe, expect, it } from 'vitest';
import { aUser, signedIn } from '../testing/harness';
import { suggestionMessages } from './SuggestionsStore';

const A = '10000000-0000-4000-8000-00000000000a';

async function store() {
  const h = signedIn();
  return { h, suggestions: await h.root.loadSuggestions() };
}

describe('SuggestionsStore', () => {
  it('reads accounts to follow and trending hashtags', async () => {
    const { h, suggestions } = await store();
    h.reply('GET /api/discovery/suggestions', {
      status: 200,
      body: {
        data: {
          users: [aUser({ id: A, userName: 'maya' })],
          hashTags: [{ name: 'sunset', videoCount: 4 }],
        },
      },
    });
    await suggestions.load();
    expect(suggestions.users.map((u) => u.userName)).toEqual(['maya']);
    expect(suggestions.hashTags).toEqual([{ name: 'sunset', videoCount: 4 }]);
  });

  it('flips a row only when the follow was agreed', async () => {
    const { h, suggestions } = await store();
    h.reply('GET /api/discovery/suggestions', {
      status: 200,
      body: { data: { users: [aUser({ id: A, isFollowing: false })], hashTags: [] } },
    });
    await suggestions.load();
    h.reply('POST /api/account/follow', {
      status: 201,
      body: { message: 'Followed successfully.', data: { isFollowing: true, totalFollowers: 1 } },
    });
    const following = suggestions.toggleFollow(A);
    expect(suggestions.users[0]?.isFollowing).toBe(false);
    expect(suggestions.follows.isPending(A)).toBe(true);
    await following;
    expect(suggestions.users[0]?.isFollowing).toBe(true);
  });

  it('says when the suggestions cannot be read', async () => {
    const { h, suggestions } = await store();
    h.reply('GET /api/discovery/suggestions', { network: true });
    await suggestions.load();
    expect(suggestions.error).toBe(suggestionMessages.failed);
  });
});
