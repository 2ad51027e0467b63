import {
  Button,
  EmptyState,
  ProfileHeader,
  Tabs,
  useLocale,
  VideoGrid,
  type VideoGridHandle,
} from '@flick/design-system';
import {
  type FollowLists,
  type ProfileStore,
  type ProfileTab,
  profileGridSteps,
} from '@flick/stores';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { UnfollowConfirm } from '../people/UnfollowConfirm';
import { FollowListBox } from '../reels/FollowListBox';
import { EDIT_PROFILE_PATH, renderRouterLink, SETTINGS_PATH } from '../reels/links';
import { VideoDialog } from '../reels/VideoDialog';
import { useStores } from '../stores/StoresContext';
import { useLoadedStore } from '../stores/useLoadedStore';
import * as styles from './Page.css';
import { useKeptViewer } from './useKeptViewer';
import { videoTile } from './videoTiles';

// The `Saved` tab's grid and store load when it is opened (docs/product.md#saved-videos).
const SavedGrid = lazy(() => import('../people/SavedGrid'));

/** /profile (one's own) and /user/profile/{userId}: header, videos and duet tabs, boxes. */
function ProfilePage() {
  // The pages' store loads with them (no first screen needs it, docs/architecture.md#performance).
  const profile = useLoadedStore('loadProfile');
  return profile ? <Profile profile={profile} /> : null;
}

/** The page once its store is here. */
const Profile = observer(function Profile({ profile }: { profile: ProfileStore }) {
  const { userId } = useParams();
  const stores = useStores();
  const { session } = stores;
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const [box, setBox] = useState<'followers' | 'following' | null>(null);
  // The own profile's `Saved` tab (docs/product.md#saved-videos): its store loads when opened.
  const [savedShown, setSavedShown] = useState(false);
  const gridRef = useRef<VideoGridHandle>(null);
  const steps = useMemo(() => profileGridSteps(profile), [profile]);
  const ownRoute = userId === undefined || userId === session.userId;
  const showSaved = ownRoute && savedShown;

  useEffect(() => {
    if (ownRoute) void profile.loadOwn();
    else if (userId) void profile.load(userId);
    // Processing videos are re-read only while this page shows them.
    return () => profile.stopRefreshing();
  }, [profile, ownRoute, userId]);

  useKeptViewer(profile.shownVideos, profile.selectedVideo?.id ?? null, (index) => {
    void profile.openVideo(index);
  });

  // The boxes' lists load their code when a box first opens (docs/architecture.md#performance).
  const [lists, setLists] = useState<FollowLists | null>(null);
  // One's own boxes read /followers and /followings; another user's, /user/follower/{id}.
  const followers = lists && (ownRoute ? lists.followers : lists.newFollowers);
  const following = lists && (ownRoute ? lists.followings : lists.newFollowing);
  const openBox = (which: 'followers' | 'following') => {
    setBox(which);
    void stores.loadFollowLists().then((loaded) => {
      setLists(loaded);
      const own = which === 'followers' ? loaded.followers : loaded.followings;
      const theirs = which === 'followers' ? loaded.newFollowers : loaded.newFollowing;
      if (ownRoute) void own.load();
      else if (userId) void theirs.open(userId);
    });
  };

  const data = profile.profile;
  const locked = !ownRoute && data?.isPrivate === true && !data.isFollowing;
  if (profile.noUser) {
    return (
      <div className={styles.page}>
        <EmptyState
          tone="error"
          title={t`User not found`}
          description={t`The link may be broken, or the account may have been removed.`}
        />
      </div>
    );
  }

  const grid = (
    <VideoGrid
      ref={gridRef}
      label={profile.activeTab === 'videos' ? t`Videos` : t`Duet videos`}
      videos={profile.shownVideos.map((model) => ({
        ...videoTile(model),
        state: model.video.state,
        progress: model.video.progress,
        failureReason: model.video.failureReason,
        ...(model.video.hidden ? { hidden: true } : {}),
        ...(model.video.publication ? { badge: publicationBadge(model.video, i18n, locale) } : {}),
      }))}
      loading={profile.activeTab === 'videos' ? profile.loadingVideos : profile.loadingDuets}
      emptyText={profile.activeTab === 'videos' ? t`No videos yet.` : t`No duet videos yet.`}
      // One's own empty profile: a way to post the first video (the upload dialog).
      {...(ownRoute && profile.activeTab === 'videos'
        ? {
            emptyDescription: t`Videos you share show up here.`,
            emptyAction: (
              <Button size="sm" onClick={() => stores.upload.open()}>
                {t`Upload video`}
              </Button>
            ),
          }
        : {})}
      onOpen={({ index }) => void profile.openVideo(index)}
      removingIds={profile.removingIds}
      {...(ownRoute
        ? {
            onRemove: ({ index }: { index: number }) => {
              const model = profile.shownVideos[index];
              if (model) void profile.removeVideo(model.id);
            },
          }
        : {})}
    />
  );

  return (
    <div className={styles.widePage}>
      <ProfileHeader
        loading={profile.loading || !data}
        {...(data
          ? {
              profile: {
                id: data.id,
                userName: data.userName,
                firstName: data.firstName,
                lastName: data.lastName,
                profilePicture: data.profilePicture,
                about: data.aboutMe,
                videoCount: data.totalVideos,
                totalFollowers: data.totalFollowers,
                totalFollowing: data.totalFollowings,
                totalLikes: data.totalLikes,
                isFollowing: data.isFollowing,
              },
            }
          : {})}
        isBlocked={!ownRoute && data?.isBlocked === true}
        onUnblock={() => void profile.unblock()}
        blockPending={profile.blockPending}
        isOwnProfile={ownRoute}
        followRequested={!ownRoute && data?.followRequested === true}
        followPending={profile.followPending}
        onFollowChange={() => void profile.pressFollow()}
        onFollowersClick={() => openBox('followers')}
        onFollowingClick={() => openBox('following')}
        // The header asks for confirmation itself before calling onBlock.
        onBlock={() => void profile.confirmBlock()}
        {...(!ownRoute && data
          ? {
              onReport: () => stores.report.start({ targetType: 'user', targetId: data.id }),
              isMuted: data.isMuted,
              onMuteChange: ({ muted }: { muted: boolean }) => void profile.setMuted(muted),
              mutePending: profile.mutePending,
            }
          : {})}
        editHref={EDIT_PROFILE_PATH}
        settingsHref={SETTINGS_PATH}
        renderLink={renderRouterLink}
      />
      {locked ? (
        // docs/product.md#private-accounts: name, picture and counts only.
        <EmptyState
          title={t`This account is private`}
          description={t`Follow this account to see its videos.`}
        />
      ) : (
        <Tabs
          label={t`Profile videos`}
          value={showSaved ? 'saved' : profile.activeTab}
          onValueChange={({ value }) => {
            setSavedShown(value === 'saved');
            if (value !== 'saved') void profile.setTab(value as ProfileTab);
          }}
          items={[
            { value: 'videos', label: t`Videos`, content: grid },
            { value: 'duet', label: t`Duets`, content: grid },
            // Saved videos are private: the tab exists on one's own profile only.
            ...(ownRoute
              ? [
                  {
                    value: 'saved',
                    label: t`Saved`,
                    content: showSaved ? (
                      <Suspense fallback={null}>
                        <SavedGrid />
                      </Suspense>
                    ) : null,
                  },
                ]
              : []),
          ]}
        />
      )}

      {followers && following ? (
        <>
          <FollowListBox
            kind="followers"
            list={followers}
            open={box === 'followers'}
            onOpenChange={({ open }) => setBox(open ? 'followers' : null)}
          />
          <FollowListBox
            kind="following"
            list={following}
            open={box === 'following'}
            onOpenChange={({ open }) => setBox(open ? 'following' : null)}
          />
        </>
      ) : null}
      <UnfollowConfirm
        userName={data?.userName ?? ''}
        open={profile.confirmingUnfollow}
        onConfirm={() => void profile.confirmUnfollow()}
        onCancel={() => profile.cancelUnfollow()}
      />
      <VideoDialog
        model={profile.selectedVideo}
        comments={profile.comments}
        onClose={() => profile.closeVideo()}
        steps={steps}
        grid={gridRef}
      />
    </div>
  );
});

export default ProfilePage;

/**
 * The marker of the owner's video not listed yet (docs/product.md#drafts-and-scheduled-videos):
 * `Draft`, or `Scheduled for` its time in the viewer's locale and time zone.
 */
function publicationBadge(
  video: { publication?: 'draft' | 'scheduled'; publishAt?: string },
  i18n: I18n,
  locale: string,
) {
  if (video.publication !== 'scheduled' || !video.publishAt) return i18n._(msg`Draft`);
  // English as the browser's own formats say it (as before); another language in that language.
  const at = new Date(video.publishAt).toLocaleString(locale === 'en' ? undefined : locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return i18n._(msg`Scheduled for ${at}`);
}
