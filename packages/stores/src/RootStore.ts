import {
  type ApiClients,
  type ApiHosts,
  createApiClients,
  defaultHosts,
  mediaBase,
  tokenOfBearerHeader,
} from '@flick/api-types';
import type { StoreContext } from './context';
import type { ExploreStore } from './explore/ExploreStore';
import type { HashtagStore } from './explore/HashtagStore';
import { FeedStore } from './feed/FeedStore';
import { FeedTabsStore } from './feed/FeedTabsStore';
import type { AuthorFollowStore } from './follows/AuthorFollowStore';
import type { FollowLists } from './follows/FollowListStore';
import type { FollowRequestsStore } from './follows/FollowRequestsStore';
import type { InsightsStore } from './insights/InsightsStore';
import type { FederationAdminStore } from './moderation/FederationAdminStore';
import type { KeywordFilterStore } from './moderation/KeywordFilterStore';
import type { ModerationStore } from './moderation/ModerationStore';
import type { MutedUsersStore } from './moderation/MutedUsersStore';
import { ReportStore } from './moderation/ReportStore';
import { NotificationsStore } from './notifications/NotificationsStore';
import { createSseNotificationStream } from './notifications/sseNotificationStream';
import { PlaceStore } from './place/PlaceStore';
import { consoleLogger, createMemoryStorage, globalClock, type StorePorts } from './ports';
import type { BlockedUsersStore } from './profile/BlockedUsersStore';
import type { OwnProfileStore } from './profile/OwnProfileStore';
import type { ProfileStore } from './profile/ProfileStore';
import type { SavedStore } from './saved/SavedStore';
import type { RemoteAccountStore } from './search/RemoteAccountStore';
import type { SearchStore } from './search/SearchStore';
import { SessionStore, storageKeys } from './session/SessionStore';
import type { SuggestionsStore } from './suggestions/SuggestionsStore';
import { createFetchUploadFile } from './upload/fetchUploadFile';
import { UploadStore } from './upload/UploadStore';
import { UserCache } from './users/UserCache';
import { CommentCache } from './video/CommentCache';
import { VideoCache } from './video/VideoCache';
import type { VideoEditStore } from './video/VideoEditStore';
import { VideoViewerStore } from './video/VideoViewerStore';
import { WatchReporter } from './watch/WatchReporter';

/** Default address prefix of stored media (the upload host's `/media/{name}`). */
export const DEFAULT_MEDIA_BASE = mediaBase(defaultHosts);

/** The store of each client state area, by its name on the RootStore. */
interface AreaStores {
  session: SessionStore;
  feed: FeedStore;
  feedTabs: FeedTabsStore;
  viewer: VideoViewerStore;
  notifications: NotificationsStore;
  upload: UploadStore;
  report: ReportStore;
  watch: WatchReporter;
  place: PlaceStore;
}

const areaConstructors: { [K in keyof AreaStores]: new (ctx: StoreContext) => AreaStores[K] } = {
  session: SessionStore,
  feed: FeedStore,
  feedTabs: FeedTabsStore,
  viewer: VideoViewerStore,
  notifications: NotificationsStore,
  upload: UploadStore,
  report: ReportStore,
  watch: WatchReporter,
  place: PlaceStore,
};

/**
 * Every client store, built once with the same transport and ports. The web app creates
 * one RootStore and reaches it through context (`useStores()`); tests create a fresh one.
 */
export class RootStore {
  readonly api: ApiClients;
  private readonly ctx: StoreContext;
  /** The store areas built so far: each is built on first use (see `area`). */
  private readonly built = new Map<keyof AreaStores, AreaStores[keyof AreaStores]>();
  /** The edit sheet's store, once `loadVideoEdit` built it. */
  private videoEdit: VideoEditStore | undefined;
  /** The owner's insights view, once `loadInsights` built its store. */
  private insights: InsightsStore | undefined;
  /** The admins' queue, once `loadModeration` built its store. */
  private moderation: ModerationStore | undefined;
  /** The admins' federation section, once `loadFederationAdmin` built its store. */
  private federationAdmin: FederationAdminStore | undefined;
  /** The saved videos, once `loadSaved` built their store. */
  private savedVideos: SavedStore | undefined;
  /** The empty lists' suggestions, once `loadSuggestions` built their store. */
  private suggestions: SuggestionsStore | undefined;
  /** The single-video views' Follow buttons, once `loadAuthors` built their store. */
  private authors: AuthorFollowStore | undefined;
  /** The requests to follow the caller's private account, once `loadFollowRequests` built their store. */
  private requests: FollowRequestsStore | undefined;
  /** The signed-in person's own profile (settings), once `loadOwnProfile` built its store. */
  private own: OwnProfileStore | undefined;
  /** Settings' blocked accounts, once `loadBlocked` built their store. */
  private blockedUsers: BlockedUsersStore | undefined;
  /** Settings' muted accounts, once `loadMuted` built their store. */
  private mutedUsers: MutedUsersStore | undefined;
  /** Settings' keyword filter, once `loadKeywords` built its store. */
  private keywordFilter: KeywordFilterStore | undefined;
  /** /search's people search, once `loadSearch` built its store. */
  private searchStore: SearchStore | undefined;
  private remoteAccount: RemoteAccountStore | undefined;
  /** The profile boxes' follow lists, once `loadFollowLists` built them. */
  private followLists: FollowLists | undefined;
  /** The hashtag pages' list and viewer, once `loadHashtag` built their store. */
  private hashtagStore: HashtagStore | undefined;
  /** /explore's videos, search and viewer, once `loadExplore` built their store. */
  private exploreStore: ExploreStore | undefined;
  /** The profile pages' header, grids and viewer, once `loadProfile` built their store. */
  private profileStore: ProfileStore | undefined;

  constructor(ports: StorePorts) {
    const hosts: ApiHosts = { ...defaultHosts, ...ports.hosts };
    // The token is read from storage on every request, so sign-in and logout apply at once.
    const getToken = () => ports.storage.getItem(storageKeys.token);
    const fetchImpl = ports.fetch;
    this.api = createApiClients({
      hosts,
      getToken,
      onUnauthorized: (token) => this.unauthorized(token),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
    const clock = ports.clock ?? globalClock;
    const uploadFile = ports.uploadFile ?? createFetchUploadFile(fetchImpl);
    const ctx: StoreContext = {
      api: this.api,
      hosts,
      notify: ports.notify,
      storage: ports.storage,
      sessionStorage: ports.sessionStorage ?? createMemoryStorage(),
      navigate: ports.navigate,
      logger: ports.logger ?? consoleLogger,
      clock,
      media: ports.media,
      download: ports.download,
      push: ports.push,
      // The upload's own transport (XHR for progress) reports a refused token too.
      uploadFile: async (request) => {
        const answer = await uploadFile(request);
        const token = tokenOfBearerHeader(request.headers.Authorization);
        if (answer.status === 401 && token) this.unauthorized(token);
        return answer;
      },
      resumable: ports.resumable,
      notificationStream:
        ports.notificationStream ??
        createSseNotificationStream({
          hosts,
          getToken,
          clock,
          onUnauthorized: (token) => this.unauthorized(token),
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
        }),
      mediaBase: ports.mediaBase ?? DEFAULT_MEDIA_BASE,
      getToken,
      followChanged: () => this.followChanged(),
      videoUploaded: () => this.videoUploaded(),
      videoProcessed: (outcome) => this.videoProcessed(outcome),
      sessionEnded: () => this.sessionEnded(),
      tokenRefused: (token) => this.unauthorized(token),
      // Built just below: the cache builds its models with this context.
      get videos() {
        return videos;
      },
      users: new UserCache(),
      comments: new CommentCache(),
    };
    const videos = new VideoCache(ctx);
    this.ctx = ctx;
  }

  /**
   * The store of one area, built on first use: a page load builds only what its first
   * route reads (on /reels: session, feed, notifications, upload), not all of them — less
   * work before the first frame (docs/architecture.md#performance). Stores never depend on being
   * built early: one that was never read has no state to keep in step.
   */
  private area<K extends keyof AreaStores>(key: K): AreaStores[K] {
    let store = this.built.get(key) as AreaStores[K] | undefined;
    if (!store) {
      store = new areaConstructors[key](this.ctx) as AreaStores[K];
      this.built.set(key, store);
    }
    return store;
  }

  /** The area's store when something has read it already, else undefined (nothing to update). */
  private ifBuilt<K extends keyof AreaStores>(key: K): AreaStores[K] | undefined {
    return this.built.get(key) as AreaStores[K] | undefined;
  }

  /** The one model of each video every screen reads (ADR 0113). */
  get videos(): VideoCache {
    return this.ctx.videos;
  }
  /** The one model of each person every screen reads (ADR 0126). */
  get users(): UserCache {
    return this.ctx.users;
  }
  /** The one model of each comment every open comment list reads (ADR 0126). */
  get comments(): CommentCache {
    return this.ctx.comments;
  }
  get session(): SessionStore {
    return this.area('session');
  }
  get feed(): FeedStore {
    return this.area('feed');
  }
  get feedTabs(): FeedTabsStore {
    return this.area('feedTabs');
  }
  get viewer(): VideoViewerStore {
    return this.area('viewer');
  }
  /**
   * /search's people search, its code loaded on first use: only that page reads it, so it is
   * no part of a first screen (docs/architecture.md#performance). Resolves with one store.
   */
  async loadSearch(): Promise<SearchStore> {
    if (!this.searchStore) {
      const { SearchStore } = await import('./search/SearchStore');
      this.searchStore ??= new SearchStore(this.ctx);
    }
    return this.searchStore;
  }
  /** Search's card for an account on another server, its code loaded on first use. */
  async loadRemoteAccount(): Promise<RemoteAccountStore> {
    if (!this.remoteAccount) {
      const { RemoteAccountStore } = await import('./search/RemoteAccountStore');
      this.remoteAccount ??= new RemoteAccountStore(this.ctx);
    }
    return this.remoteAccount;
  }
  /**
   * /explore's videos, search and viewer, their code loaded on first use as `loadSearch`'s
   * is: only that page reads them, so they are no part of /reels's first route. Resolves with
   * one store.
   */
  async loadExplore(): Promise<ExploreStore> {
    if (!this.exploreStore) {
      const { ExploreStore } = await import('./explore/ExploreStore');
      this.exploreStore ??= new ExploreStore(this.ctx);
    }
    return this.exploreStore;
  }
  /**
   * The hashtag pages' videos and viewer, their code loaded on first use as `loadSearch`'s
   * is: only /hashtag/{tag} reads them. Resolves with one store.
   */
  async loadHashtag(): Promise<HashtagStore> {
    if (!this.hashtagStore) {
      const { HashtagStore } = await import('./explore/HashtagStore');
      this.hashtagStore ??= new HashtagStore(this.ctx);
    }
    return this.hashtagStore;
  }
  get notifications(): NotificationsStore {
    return this.area('notifications');
  }
  /**
   * The profile boxes' follower and following lists (the caller's own and another person's),
   * their code loaded on first use as `loadSearch`'s is: only an opened box reads them, never
   * a first screen (docs/architecture.md#performance). Resolves with the same four stores.
   */
  async loadFollowLists(): Promise<FollowLists> {
    if (!this.followLists) {
      const { createFollowLists } = await import('./follows/FollowListStore');
      this.followLists ??= createFollowLists(this.ctx);
    }
    return this.followLists;
  }
  /**
   * The profile pages' header, video grids and viewer (one's own and another person's), their
   * code loaded on first use as `loadSearch`'s is: only those pages read them. Resolves with
   * one store.
   */
  async loadProfile(): Promise<ProfileStore> {
    if (!this.profileStore) {
      const { ProfileStore } = await import('./profile/ProfileStore');
      this.profileStore ??= new ProfileStore(this.ctx);
    }
    return this.profileStore;
  }
  /**
   * The signed-in person's own profile as the settings pages edit it, its code loaded on first
   * use as `loadMuted`'s is: only the settings pages read it.
   */
  async loadOwnProfile(): Promise<OwnProfileStore> {
    if (!this.own) {
      const { OwnProfileStore } = await import('./profile/OwnProfileStore');
      this.own ??= new OwnProfileStore(this.ctx);
    }
    return this.own;
  }
  /** Settings' blocked accounts, their code loaded on first use as `loadMuted`'s is. */
  async loadBlocked(): Promise<BlockedUsersStore> {
    if (!this.blockedUsers) {
      const { BlockedUsersStore } = await import('./profile/BlockedUsersStore');
      this.blockedUsers ??= new BlockedUsersStore(this.ctx);
    }
    return this.blockedUsers;
  }
  /**
   * The requests to follow the caller's private account (/follow-requests), their code loaded
   * on first use as `loadMuted`'s is.
   */
  async loadFollowRequests(): Promise<FollowRequestsStore> {
    if (!this.requests) {
      const { FollowRequestsStore } = await import('./follows/FollowRequestsStore');
      this.requests ??= new FollowRequestsStore(this.ctx);
    }
    return this.requests;
  }
  /** The "new user video modal" state area. */
  get upload(): UploadStore {
    return this.area('upload');
  }
  /**
   * The owner's edit sheet for one of their videos, its code loaded on first use (it is not
   * part of the first screen: docs/architecture.md#performance). Resolves with one store.
   */
  async loadVideoEdit(): Promise<VideoEditStore> {
    if (!this.videoEdit) {
      const { VideoEditStore } = await import('./video/VideoEditStore');
      this.videoEdit ??= new VideoEditStore(this.ctx);
    }
    return this.videoEdit;
  }
  /**
   * The Follow button beside a video's author in the single-video views, its code loaded on
   * first use (not part of the first screen: docs/architecture.md#performance). Resolves with
   * one store.
   */
  async loadAuthors(): Promise<AuthorFollowStore> {
    if (!this.authors) {
      const { AuthorFollowStore } = await import('./follows/AuthorFollowStore');
      this.authors ??= new AuthorFollowStore(this.ctx);
    }
    return this.authors;
  }
  /**
   * The owner's insights on a video (docs/product.md#insights), its code loaded on first use
   * (only owners open it, never on the first screen). Resolves with one store.
   */
  async loadInsights(): Promise<InsightsStore> {
    if (!this.insights) {
      const { InsightsStore } = await import('./insights/InsightsStore');
      this.insights ??= new InsightsStore(this.ctx);
    }
    return this.insights;
  }
  /** Where the person was on each feed and page (docs/product.md#place-kept). */
  get place(): PlaceStore {
    return this.area('place');
  }
  /** The report dialog. */
  get report(): ReportStore {
    return this.area('report');
  }
  /**
   * The admins' moderation queue (/admin), its code loaded on first use: only admins open
   * that page, so it is no part of anyone's first screen. Resolves with one store.
   */
  async loadModeration(): Promise<ModerationStore> {
    if (!this.moderation) {
      const { ModerationStore } = await import('./moderation/ModerationStore');
      this.moderation ??= new ModerationStore(this.ctx);
    }
    return this.moderation;
  }
  /** /admin's federation section, its code loaded on first use (admins only). */
  async loadFederationAdmin(): Promise<FederationAdminStore> {
    if (!this.federationAdmin) {
      const { FederationAdminStore } = await import('./moderation/FederationAdminStore');
      this.federationAdmin ??= new FederationAdminStore(this.ctx);
    }
    return this.federationAdmin;
  }
  /**
   * Settings' muted accounts, their code loaded on first use: only the settings page reads
   * them, so they are no part of a first screen (docs/architecture.md#performance).
   */
  async loadMuted(): Promise<MutedUsersStore> {
    if (!this.mutedUsers) {
      const { MutedUsersStore } = await import('./moderation/MutedUsersStore');
      this.mutedUsers ??= new MutedUsersStore(this.ctx);
    }
    return this.mutedUsers;
  }
  /** Settings' keyword filter, its code loaded on first use as `loadMuted`'s is. */
  async loadKeywords(): Promise<KeywordFilterStore> {
    if (!this.keywordFilter) {
      const { KeywordFilterStore } = await import('./moderation/KeywordFilterStore');
      this.keywordFilter ??= new KeywordFilterStore(this.ctx);
    }
    return this.keywordFilter;
  }
  /**
   * The signed-in person's saved videos (docs/product.md#saved-videos), their code loaded on
   * first use: the players' Save action and the profile's `Saved` tab ask for it.
   */
  async loadSaved(): Promise<SavedStore> {
    if (!this.savedVideos) {
      const { SavedStore } = await import('./saved/SavedStore');
      this.savedVideos ??= new SavedStore(this.ctx);
    }
    return this.savedVideos;
  }
  /**
   * Accounts to follow and trending hashtags for an empty "Following" feed or search
   * (docs/product.md#suggestions), their code loaded on first use.
   */
  async loadSuggestions(): Promise<SuggestionsStore> {
    if (!this.suggestions) {
      const { SuggestionsStore } = await import('./suggestions/SuggestionsStore');
      this.suggestions ??= new SuggestionsStore(this.ctx);
    }
    return this.suggestions;
  }
  /** The player's watch reports (docs/product.md#for-you). */
  get watch(): WatchReporter {
    return this.area('watch');
  }

  /**
   * After any follow or unfollow the person's one model has moved already (`ctx.users`, ADR
   * 0126): the profile header, the authors' Follow buttons and every list row show it without
   * a call. What only the server knows is asked again: who is in the follower and following
   * lists (docs/product.md#follow: they reload; only lists that have been read are asked) and
   * which videos the "Following" feed holds.
   */
  followChanged(): void {
    for (const list of Object.values(this.followLists ?? {})) void list.reload();
    this.ifBuilt('feedTabs')?.clear('following');
  }

  /**
   * A call carrying `token` was answered 401 (or its stream said `ended`). When that is
   * this page's session the session is over; a late answer to a call sent with an earlier
   * session's token is not. Another tab that heard first may have cleared the stored token
   * already: this page still ends its own; but once someone signed in again in another tab
   * (another token stored), that session is left alone.
   */
  private unauthorized(token: string): void {
    const stored = this.ctx.getToken();
    const mine = token === stored || (stored === null && token === this.session.token);
    if (mine) this.session.endSession();
  }

  /**
   * After an upload: a feed already read starts over (and Home reopens at its newest
   * video), and the own profile on screen reads
   * its videos so the new one shows (as a processing tile until the server is done).
   */
  videoUploaded(): void {
    void this.ifBuilt('feed')?.reload();
    // Home opens at the newest video again, not at the place kept (docs/product.md#feed).
    this.place.forgetFeed('home');
    void this.profileStore?.refreshOwnVideos();
  }

  /**
   * An upload finished processing: the own profile on screen shows the outcome at once,
   * and when it is ready a feed already read starts over so it can show it.
   */
  videoProcessed({ ready }: { videoId: string | null; ready: boolean }): void {
    void this.profileStore?.refreshOwnVideos({ now: true });
    if (ready) void this.ifBuilt('feed')?.reload();
  }

  /**
   * After logout: no live stream, no notifications of the previous user, no open upload, no
   * open comments (whoever signs in next starts from their own drafts).
   */
  sessionEnded(): void {
    this.ifBuilt('feed')?.closeComments();
    this.profileStore?.closeVideo();
    this.exploreStore?.clearSelectedPost();
    this.hashtagStore?.closeVideo();
    this.profileStore?.stopRefreshing();
    this.ifBuilt('notifications')?.stopListening();
    this.ifBuilt('notifications')?.clear();
    this.ifBuilt('upload')?.close();
    this.videoEdit?.close();
    this.blockedUsers?.clear();
    this.requests?.clear();
    this.ifBuilt('report')?.clear();
    this.moderation?.clear();
    this.federationAdmin?.clear();
    this.remoteAccount?.clear();
    this.insights?.clear();
    this.mutedUsers?.clear();
    this.keywordFilter?.clear();
    this.savedVideos?.clear();
    this.suggestions?.clear();
    this.ifBuilt('watch')?.clear();
    this.ifBuilt('feedTabs')?.clear();
    this.authors?.clear();
    // Nothing of the previous person's view of others or of comments is kept.
    this.ctx.users.clear();
    this.ctx.comments.clear();
    // Built if need be: the places are in storage whether or not this visit read them.
    this.place.clear();
  }
}

/** Builds the RootStore from the ports the host environment provides. */
export function createRootStore(ports: StorePorts): RootStore {
  return new RootStore(ports);
}
