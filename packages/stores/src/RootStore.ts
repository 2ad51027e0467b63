import { type ApiClients, type ApiHosts, createApiClients, defaultHosts } from '@flick/api-types';
import type { StoreContext } from './context';
import { ExploreStore } from './explore/ExploreStore';
import { HashtagStore } from './explore/HashtagStore';
import { FeedStore } from './feed/FeedStore';
import {
  FollowersStore,
  FollowingsStore,
  NewFollowersStore,
  NewFollowingStore,
} from './follows/FollowListStore';
import { NotificationsStore } from './notifications/NotificationsStore';
import { createSseNotificationStream } from './notifications/sseNotificationStream';
import { consoleLogger, createMemoryStorage, globalClock, type StorePorts } from './ports';
import { OwnProfileStore } from './profile/OwnProfileStore';
import { ProfileStore } from './profile/ProfileStore';
import { SearchStore } from './search/SearchStore';
import { SessionStore, storageKeys } from './session/SessionStore';
import { createFetchUploadFile } from './upload/fetchUploadFile';
import { UploadStore } from './upload/UploadStore';
import { VideoViewerStore } from './video/VideoViewerStore';

/** Default address prefix of stored media (the upload host's `/media/{name}`). */
export const DEFAULT_MEDIA_BASE = '/api/upload/media/';

/**
 * Every client store, built once with the same transport and ports. The web app creates
 * one RootStore and reaches it through context (`useStores()`); tests create a fresh one.
 */
export class RootStore {
  readonly api: ApiClients;
  readonly session: SessionStore;
  readonly feed: FeedStore;
  readonly viewer: VideoViewerStore;
  readonly search: SearchStore;
  readonly explore: ExploreStore;
  readonly hashtag: HashtagStore;
  readonly notifications: NotificationsStore;
  readonly followers: FollowersStore;
  readonly followings: FollowingsStore;
  readonly newFollowers: NewFollowersStore;
  readonly newFollowing: NewFollowingStore;
  readonly profile: ProfileStore;
  readonly ownProfile: OwnProfileStore;
  /** The "new user video modal" state area. */
  readonly upload: UploadStore;

  constructor(ports: StorePorts) {
    const hosts: ApiHosts = { ...defaultHosts, ...ports.hosts };
    // The token is read from storage on every request, so sign-in and logout apply at once.
    const getToken = () => ports.storage.getItem(storageKeys.token);
    const fetchImpl = ports.fetch;
    this.api = createApiClients({
      hosts,
      getToken,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
    const clock = ports.clock ?? globalClock;
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
      uploadFile: ports.uploadFile ?? createFetchUploadFile(fetchImpl),
      notificationStream:
        ports.notificationStream ??
        createSseNotificationStream({
          url: `${hosts.account}/notification/stream`,
          getToken,
          clock,
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
        }),
      mediaBase: ports.mediaBase ?? DEFAULT_MEDIA_BASE,
      getToken,
      followChanged: () => this.followChanged(),
      videoUploaded: () => void this.feed.reload(),
      sessionEnded: () => this.sessionEnded(),
    };
    this.session = new SessionStore(ctx);
    this.feed = new FeedStore(ctx);
    this.viewer = new VideoViewerStore(ctx);
    this.search = new SearchStore(ctx);
    this.explore = new ExploreStore(ctx);
    this.hashtag = new HashtagStore(ctx);
    this.notifications = new NotificationsStore(ctx);
    this.followers = new FollowersStore(ctx);
    this.followings = new FollowingsStore(ctx);
    this.newFollowers = new NewFollowersStore(ctx);
    this.newFollowing = new NewFollowingStore(ctx);
    this.profile = new ProfileStore(ctx);
    this.ownProfile = new OwnProfileStore(ctx);
    this.upload = new UploadStore(ctx);
  }

  /**
   * After any follow or unfollow, the follower and following lists reload (spec §4
   * "Follow"); only lists that have been read are asked again. The shown profile reads its
   * counts again too.
   */
  followChanged(): void {
    void this.profile.refreshCounts();
    void this.followers.reload();
    void this.followings.reload();
    void this.newFollowers.reload();
    void this.newFollowing.reload();
  }

  /** After logout: no live stream, no notifications of the previous user, no open upload. */
  sessionEnded(): void {
    this.notifications.stopListening();
    this.notifications.clear();
    this.upload.close();
  }
}

/** Builds the RootStore from the ports the host environment provides. */
export function createRootStore(ports: StorePorts): RootStore {
  return new RootStore(ports);
}
