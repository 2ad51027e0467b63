import { describe, expect, it, vi } from 'vitest';
import * as stores from './index';
import { createHarness } from './testing/harness';

describe('@flick/stores public exports', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(stores).sort()).toMatchInlineSnapshot(`
      [
        "BlockedUsersStore",
        "CAPTION_MAX_LENGTH",
        "COMMENT_LIKE",
        "COMMENT_UNLIKE",
        "CommentCache",
        "CommentItem",
        "CommentsStore",
        "DEFAULT_MEDIA_BASE",
        "DOWNLOAD_FILE_NAME",
        "END_SHARE",
        "ExploreStore",
        "FederationAdminStore",
        "FeedStore",
        "FeedTabsStore",
        "FollowListStore",
        "FollowRequestsStore",
        "FollowToggle",
        "FollowersStore",
        "FollowingsStore",
        "HashtagStore",
        "KEYWORD_MAX_LENGTH",
        "KeywordFilterStore",
        "MAX_DURATION_SECONDS",
        "ModerationStore",
        "MutedUsersStore",
        "NewFollowersStore",
        "NewFollowingStore",
        "NotificationsStore",
        "OTP_LENGTH",
        "OwnProfileStore",
        "PAGE_SIZE",
        "PROCESSING_REFRESH",
        "PlaceStore",
        "ProfileStore",
        "REPORT_DETAILS_MAX",
        "RemoteAccountStore",
        "ReportStore",
        "RootStore",
        "SEARCH_DEBOUNCE_MS",
        "SEARCH_PARAM",
        "SIGNUP_ERROR_MS",
        "SUCCESS_CLOSE_MS",
        "SavedStore",
        "SearchStore",
        "SessionStore",
        "SuggestionsStore",
        "THUMBNAIL_AT_SECONDS",
        "THUMBNAIL_QUALITY",
        "UploadStore",
        "UserCache",
        "UserModel",
        "VIDEO_LIKE",
        "VIDEO_UNLIKE",
        "VIEWER_REPORTING",
        "VideoCache",
        "VideoModel",
        "VideoViewerStore",
        "WatchReporter",
        "addressWithSearch",
        "builtTextOf",
        "canEditVideo",
        "captionParts",
        "captionsRefusalMessages",
        "changedProfileFields",
        "confirmPasswordError",
        "consoleLogger",
        "createFetchResumableTransport",
        "createFetchUploadFile",
        "createMemoryStorage",
        "createRootStore",
        "createSseNotificationStream",
        "createXhrUploadFile",
        "decodeComment",
        "exploreGridSteps",
        "exploreMessages",
        "federationAdminMessages",
        "feedMessages",
        "followOutcome",
        "followStateOf",
        "followersMessages",
        "followingsMessages",
        "globalClock",
        "hashtagGridSteps",
        "isOtpCode",
        "isOwnVideoNotice",
        "isPasswordLengthValid",
        "looksLikeRemoteAccount",
        "moderationMessages",
        "nextPageQuery",
        "notificationMessages",
        "otpMessages",
        "passwordHint",
        "placeIndex",
        "placeNeedsMore",
        "profileGridSteps",
        "profileMessages",
        "readSseEvents",
        "remoteAccountMessages",
        "savedMessages",
        "searchInAddress",
        "searchMessages",
        "sessionMessages",
        "signInProviders",
        "storageKeys",
        "storeMessageGroups",
        "suggestionMessages",
        "thumbnailTime",
        "ticketKey",
        "uploadMessages",
        "videoMessages",
        "whyReasons",
        "withoutExtension",
      ]
    `);
  });
});

describe('RootStore', () => {
  it('builds one store per client state area, plus session, feed, viewer and hashtag', async () => {
    const { root } = createHarness();
    expect(await root.loadSearch()).toBeInstanceOf(stores.SearchStore);
    expect(root.notifications).toBeInstanceOf(stores.NotificationsStore);
    expect((await root.loadFollowLists()).followings).toBeInstanceOf(stores.FollowingsStore);
    expect((await root.loadFollowLists()).followers).toBeInstanceOf(stores.FollowersStore);
    expect(await root.loadExplore()).toBeInstanceOf(stores.ExploreStore);
    expect(await root.loadProfile()).toBeInstanceOf(stores.ProfileStore);
    expect((await root.loadFollowLists()).newFollowers).toBeInstanceOf(stores.NewFollowersStore);
    expect((await root.loadFollowLists()).newFollowing).toBeInstanceOf(stores.NewFollowingStore);
    expect(root.upload).toBeInstanceOf(stores.UploadStore);
    expect(root.session).toBeInstanceOf(stores.SessionStore);
    expect(root.feed).toBeInstanceOf(stores.FeedStore);
    expect(root.viewer).toBeInstanceOf(stores.VideoViewerStore);
    expect(await root.loadHashtag()).toBeInstanceOf(stores.HashtagStore);
  });

  it('builds each store area on first use, once, and asks nothing of areas never read', async () => {
    const { root, routes } = createHarness({ storage: { token: 'tok', user_id: 'me' } });
    expect((await root.loadFollowLists()).followers).toBe((await root.loadFollowLists()).followers);
    expect(root.session).toBe(root.session);
    // No list, no profile and no feed was read: a follow change or logout has nothing to redo.
    root.followChanged();
    root.sessionEnded();
    expect(routes()).toEqual([]);
  });

  it('falls back to fetch for uploads and the notification stream when no port is given', async () => {
    const fetch = vi.fn(async (input: Request | string | URL) => {
      const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
      if (url.endsWith('/upload/thumb')) return new Response('["t.jpg"]', { status: 200 });
      if (url.endsWith('/upload/video')) return new Response('["v.mp4"]', { status: 200 });
      return new Response(JSON.stringify({ message: 'ok', data: {} }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const notify = { success: vi.fn(), error: vi.fn() };
    const root = stores.createRootStore({
      hosts: {
        upload: 'http://flick.test/api/upload',
        video: 'http://flick.test/api/video',
        account: 'http://flick.test/api/account',
        discovery: 'http://flick.test/api/discovery',
      },
      fetch: fetch as unknown as typeof globalThis.fetch,
      notify,
      storage: stores.createMemoryStorage({ token: 'tok' }),
      navigate: vi.fn(),
      media: {
        readDuration: async () => 5,
        captureThumbnail: async () => new Blob(['j'], { type: 'image/jpeg' }),
      },
    });
    root.upload.open();
    await root.upload.selectFile(new File(['v'], 'v.mp4', { type: 'video/mp4' }));
    await expect(root.upload.upload()).resolves.toBe(true);
    expect(notify.success).toHaveBeenCalledWith('Video uploaded successfully!');
    root.upload.close();
  });
});
