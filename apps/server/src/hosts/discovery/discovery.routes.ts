import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../platform/http/errors';
import {
  findHashtag,
  hashtagVideos,
  normalizeSearch,
  searchHashtags,
  searchUsers,
  searchVideos,
  tagOf,
} from './discovery.repository';
import { route } from './route';
import { suggestedUsers, trendingHashtags } from './suggestions.repository';

/** Search (users; with paging also videos and hashtags) and hashtag pages. */
export async function discoveryRoutes(app: FastifyInstance) {
  route(app, 'discover', async (request) => {
    const { search, pageSize = 19, pageNumber = 1 } = request.query;
    // The contract fills pageSize's default in, so ask the URL whether the caller sent it:
    // only the explore screen (which pages) gets videos and hashtags.
    const explore = new URL(request.url, 'http://local.invalid').searchParams.has('pageSize');
    const text = normalizeSearch(search);
    if (!text) {
      return { data: explore ? { users: [], videos: [], hashTags: [] } : { users: [] } };
    }
    if (!explore) return { data: { users: await searchUsers(app.db, request.userId, text) } };
    // Independent reads: on PostgreSQL they run side by side (PGlite serialises them).
    const [users, videos, hashTags] = await Promise.all([
      searchUsers(app.db, request.userId, text),
      searchVideos(app.db, request.userId, text, pageSize, pageNumber),
      searchHashtags(app.db, request.userId, text, pageSize, pageNumber),
    ]);
    return { data: { users, videos, hashTags } };
  });

  // What an empty "Following" feed or search suggests (docs/product.md#suggestions).
  route(app, 'getSuggestions', async (request) => {
    const [users, hashTags] = await Promise.all([
      suggestedUsers(app.db, request.userId),
      trendingHashtags(app.db, request.userId),
    ]);
    return { data: { users, hashTags } };
  });

  route(app, 'getHashtag', async (request) => {
    const { pageSize = 19, pageNumber = 1 } = request.query;
    const name = tagOf(request.params.hashtag);
    if (!name) throw badRequest('A hashtag is letters, digits or _ (up to 50), with or without #.');
    const tag = await findHashtag(app.db, name);
    if (!tag) throw notFound('Hashtag not found.');
    const page = await hashtagVideos(app.db, request.userId, tag.id, pageSize, pageNumber);
    return {
      data: { hashTag: { name: tag.name, videoCount: tag.videoCount }, ...page },
    };
  });
}
