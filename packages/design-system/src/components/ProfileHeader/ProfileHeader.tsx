import { useState } from 'react';
import { BlockIcon } from '../../icons/Icons';
import { Avatar } from '../../primitives/Avatar';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { IconButton } from '../../primitives/IconButton';
import { Skeleton } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { FollowButton } from '../FollowButton';
import { defaultRenderLink, type RenderLink } from '../link';
import * as styles from './ProfileHeader.css';

/** What the header shows about a profile. */
export interface ProfileSummary {
  id: string;
  userName: string;
  firstName?: string | null;
  lastName?: string | null;
  profilePicture?: string | null;
  about?: string | null;
  videoCount: number;
  /** `totalFollowers`. */
  totalFollowers: number;
  totalFollowing: number;
  isFollowing: boolean;
}

export interface ProfileHeaderProps {
  /** The profile; `undefined` while loading. */
  profile?: ProfileSummary;
  /** The profile is loading: placeholders. */
  loading?: boolean;
  /** The viewer's own profile: shows Edit profile instead of Follow and Block. */
  isOwnProfile: boolean;
  /** A follow request is in flight. */
  followPending?: boolean;
  /** Called with the wanted follow state. */
  onFollowChange?: (change: { follow: boolean }) => void;
  /** Opens the followers box. */
  onFollowersClick: () => void;
  /** Opens the following box. */
  onFollowingClick: () => void;
  /** Called after the user confirms blocking. */
  onBlock?: () => void;
  /** Where Edit profile goes. Defaults to `/setting/edit`. */
  editHref?: string;
  renderLink?: RenderLink;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The top of a profile: avatar, names, counts, follow or edit, and block. */
export function ProfileHeader({
  profile,
  loading = false,
  isOwnProfile,
  followPending = false,
  onFollowChange,
  onFollowersClick,
  onFollowingClick,
  onBlock,
  editHref = '/setting/edit',
  renderLink = defaultRenderLink,
}: ProfileHeaderProps) {
  const [confirmBlock, setConfirmBlock] = useState(false);

  if (loading || !profile) {
    return (
      <header className={styles.header} aria-busy="true">
        <Skeleton circle width={96} height={96} />
        <div className={styles.info}>
          <VisuallyHidden>Loading profile</VisuallyHidden>
          <Skeleton width="40%" height={22} />
          <Skeleton width="70%" height={14} />
          <Skeleton width="55%" height={14} />
        </div>
      </header>
    );
  }

  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <header className={styles.header}>
      <Avatar
        src={profile.profilePicture}
        alt={`${profile.userName}'s profile picture`}
        size={96}
      />
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <h1 className={styles.userName}>{profile.userName}</h1>
          {isOwnProfile ? (
            renderLink({ href: editHref, className: styles.editLink, children: 'Edit profile' })
          ) : (
            <>
              {onFollowChange ? (
                <FollowButton
                  following={profile.isFollowing}
                  pending={followPending}
                  onFollowChange={onFollowChange}
                />
              ) : null}
              {onBlock ? (
                <IconButton
                  size="sm"
                  label={`Block ${profile.userName}`}
                  icon={<BlockIcon size={18} />}
                  onClick={() => setConfirmBlock(true)}
                />
              ) : null}
            </>
          )}
        </div>
        <ul className={styles.counts}>
          <li>
            <span className={styles.countValue}>
              {plural(profile.videoCount, 'video', 'videos')}
            </span>
          </li>
          <li>
            <button type="button" className={styles.countButton} onClick={() => onFollowersClick()}>
              <span className={styles.countValue}>
                {plural(profile.totalFollowers, 'follower', 'followers')}
              </span>
            </button>
          </li>
          <li>
            <button type="button" className={styles.countButton} onClick={() => onFollowingClick()}>
              <span className={styles.countValue}>
                {profile.totalFollowing.toLocaleString('en-US')} following
              </span>
            </button>
          </li>
        </ul>
        {fullName ? <p className={styles.name}>{fullName}</p> : null}
        {profile.about ? <p className={styles.about}>{profile.about}</p> : null}
      </div>
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={({ open }) => setConfirmBlock(open)}
        title={`Block @${profile.userName}?`}
        description="They won't be able to find your profile or see your videos."
        confirmLabel="Block"
        onConfirm={() => {
          setConfirmBlock(false);
          onBlock?.();
        }}
      />
    </header>
  );
}
