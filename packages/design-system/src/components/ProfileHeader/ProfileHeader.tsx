import { useLayoutEffect, useRef, useState } from 'react';
import { profileTexts } from '../../i18n/en/profile';
import { formatNumber } from '../../i18n/format';
import { useLocale, useTexts } from '../../i18n/MessagesProvider';
import { BlockIcon, MoreIcon, SettingsIcon } from '../../icons/Icons';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { IconButton } from '../../primitives/IconButton';
import { Menu, type MenuItem } from '../../primitives/Menu';
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
  /** The likes of the person's listed videos together; no count shown without it. */
  totalLikes?: number;
}

export interface ProfileHeaderProps {
  /** The profile; `undefined` while loading. */
  profile?: ProfileSummary;
  /** The profile is loading: placeholders. */
  loading?: boolean;
  /** The viewer's own profile: shows Edit profile instead of Follow and Block. */
  isOwnProfile: boolean;
  /** A follow request to this private account waits for its owner: the button says Requested. */
  followRequested?: boolean;
  /** A follow request is in flight. */
  followPending?: boolean;
  /** Called with the wanted follow state. */
  onFollowChange?: (change: { follow: boolean }) => void;
  /** Opens the followers box. */
  onFollowersClick: () => void;
  /** Opens the following box. */
  onFollowingClick: () => void;
  /** Called after the user confirms blocking (chosen in the More menu). */
  onBlock?: () => void;
  /** Called when Report is chosen in the More menu (someone else's profile); no entry without it. */
  onReport?: () => void;
  /** The viewer muted this user: the Mute button reads `Unmute`. */
  isMuted?: boolean;
  /** Called with the wanted state when Mute/Unmute is pressed; no button without it. */
  onMuteChange?: (change: { muted: boolean }) => void;
  /** The mute or unmute call is in flight. */
  mutePending?: boolean;
  /**
   * The viewer blocked this user: the header says so and offers Unblock (with a
   * confirmation) instead of Follow and Block.
   */
  isBlocked?: boolean;
  /** Called after the user confirms unblocking. */
  onUnblock?: () => void;
  /** The block or unblock call is in flight. */
  blockPending?: boolean;
  /** Where `Edit profile` goes (own profile): your app's profile editor (Flick: `/setting/edit`). */
  editHref: string;
  /** Where the own profile's `Settings` goes: your app's account settings (Flick: `/setting`). */
  settingsHref: string;
  renderLink?: RenderLink;
}

/** What unblocking means, said in the unblock confirmation wherever it is asked. */
export const UNBLOCK_CONFIRM_TEXT = profileTexts.unblockText;

/** The name of the menu that holds Report and Block on someone else's profile. */
export const PROFILE_MENU_LABEL = profileTexts.profileMenu;

/**
 * The top of a profile: avatar, names, counts, follow or edit, and a More menu with Report
 * and Block. The name has a line of its own and the actions a row of their own, so a phone
 * header never wraps a button under half a name.
 */
export function ProfileHeader({
  profile,
  loading = false,
  isOwnProfile,
  followRequested = false,
  followPending = false,
  onFollowChange,
  onFollowersClick,
  onFollowingClick,
  onBlock,
  onReport,
  isMuted = false,
  onMuteChange,
  mutePending = false,
  isBlocked = false,
  onUnblock,
  blockPending = false,
  editHref,
  settingsHref,
  renderLink = defaultRenderLink,
}: ProfileHeaderProps) {
  const t = useTexts(profileTexts);
  const locale = useLocale();
  const num = (count: number) => formatNumber(count, locale);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [confirmUnblock, setConfirmUnblock] = useState(false);
  // The More menu (holding Block) and Unblock take each other's place (Mute stays one button
  // that changes its label). The confirmation gives focus back to the pressed control, which
  // then goes away: the one that replaced it gets focus, not <body> (docs/product.md).
  const blockRef = useRef<HTMLButtonElement>(null);
  const unblockRef = useRef<HTMLButtonElement>(null);
  const swapAsked = useRef(false);
  const shownBlocked = useRef(isBlocked);
  useLayoutEffect(() => {
    if (shownBlocked.current === isBlocked) return;
    shownBlocked.current = isBlocked;
    if (!swapAsked.current) return;
    swapAsked.current = false;
    // The state changed after the dialog closed (the server answered): the pressed control
    // left with focus in it. If the person has moved on meanwhile, leave focus alone.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (isBlocked ? unblockRef : blockRef).current?.focus();
  }, [isBlocked]);

  if (loading || !profile) {
    return (
      <header className={styles.header} aria-busy="true">
        <Skeleton circle width={96} height={96} />
        <div className={styles.info}>
          <VisuallyHidden>{t.loadingProfile}</VisuallyHidden>
          <Skeleton width="40%" height={22} />
          <Skeleton width="70%" height={14} />
          <Skeleton width="55%" height={14} />
        </div>
      </header>
    );
  }

  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const menuItems: MenuItem[] = [
    ...(onReport ? [{ value: 'report', label: t.report }] : []),
    ...(onBlock ? [{ value: 'block', label: t.block, tone: 'danger' as const }] : []),
  ];
  return (
    <header className={styles.header}>
      <Avatar src={profile.profilePicture} alt={t.profilePicture(profile.userName)} size={96} />
      <div className={styles.info}>
        <h1 className={styles.userName}>{profile.userName}</h1>
        <div className={styles.actions}>
          {isOwnProfile ? (
            <>
              {renderLink({ href: editHref, className: styles.editLink, children: t.editProfile })}
              {/* Settings (logout, password, blocked accounts) from every layout: on phones
                  the sidebar that also links there is hidden. */}
              {renderLink({
                href: settingsHref,
                className: styles.editLink,
                children: (
                  <>
                    <SettingsIcon size={16} />
                    <span className={styles.settingsLabel}>{t.settings}</span>
                  </>
                ),
              })}
            </>
          ) : isBlocked ? (
            <>
              <span className={styles.blockedNote} data-state="blocked">
                <BlockIcon size={16} />
                {t.blocked}
              </span>
              {onUnblock ? (
                <Button
                  // Its own key: Mute takes the same place once unblocked, and must not inherit
                  // this element (and its focus) from it.
                  key="unblock"
                  ref={unblockRef}
                  size="sm"
                  variant="secondary"
                  loading={blockPending}
                  onClick={() => setConfirmUnblock(true)}
                >
                  {t.unblock}
                </Button>
              ) : null}
            </>
          ) : (
            <>
              {onFollowChange ? (
                <FollowButton
                  following={profile.isFollowing}
                  requested={followRequested}
                  pending={followPending}
                  onFollowChange={onFollowChange}
                />
              ) : null}
              {onMuteChange ? (
                <Button
                  key="mute"
                  size="sm"
                  variant="secondary"
                  loading={mutePending}
                  aria-pressed={isMuted}
                  data-state={isMuted ? 'muted' : 'unmuted'}
                  onClick={() => onMuteChange({ muted: !isMuted })}
                >
                  {isMuted ? t.unmute : t.mute}
                </Button>
              ) : null}
              {menuItems.length > 0 ? (
                <Menu
                  trigger={
                    <IconButton
                      ref={blockRef}
                      size="sm"
                      label={t.profileMenu}
                      icon={<MoreIcon size={18} />}
                    />
                  }
                  items={menuItems}
                  side="bottom"
                  onSelect={({ value }) => {
                    if (value === 'report') onReport?.();
                    else if (value === 'block') setConfirmBlock(true);
                  }}
                />
              ) : null}
            </>
          )}
        </div>
        <ul className={styles.counts}>
          <li>
            <span className={styles.countValue}>
              {t.videoCount(profile.videoCount, num(profile.videoCount))}
            </span>
          </li>
          <li>
            <button type="button" className={styles.countButton} onClick={() => onFollowersClick()}>
              <span className={styles.countValue}>
                {t.followerCount(profile.totalFollowers, num(profile.totalFollowers))}
              </span>
            </button>
          </li>
          <li>
            <button type="button" className={styles.countButton} onClick={() => onFollowingClick()}>
              <span className={styles.countValue}>
                {t.followingCount(profile.totalFollowing, num(profile.totalFollowing))}
              </span>
            </button>
          </li>
          {profile.totalLikes !== undefined ? (
            <li>
              <span className={styles.countValue}>
                {t.likeCount(profile.totalLikes, num(profile.totalLikes))}
              </span>
            </li>
          ) : null}
        </ul>
        {fullName ? <p className={styles.name}>{fullName}</p> : null}
        {profile.about ? <p className={styles.about}>{profile.about}</p> : null}
      </div>
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={({ open }) => setConfirmBlock(open)}
        title={t.blockQuestion(profile.userName)}
        description={t.blockText}
        confirmLabel={t.block}
        // Already blocked when the dialog closes (an answer that came at once): to Unblock;
        // otherwise (cancelled, or the answer still coming) to the More menu it was chosen in.
        returnFocusTo={() => unblockRef.current ?? blockRef.current}
        onConfirm={() => {
          swapAsked.current = true;
          setConfirmBlock(false);
          onBlock?.();
        }}
      />
      <ConfirmDialog
        open={confirmUnblock}
        onOpenChange={({ open }) => setConfirmUnblock(open)}
        title={t.unblockQuestion(profile.userName)}
        description={t.unblockText}
        confirmLabel={t.unblock}
        returnFocusTo={() => blockRef.current}
        onConfirm={() => {
          swapAsked.current = true;
          setConfirmUnblock(false);
          onUnblock?.();
        }}
      />
    </header>
  );
}
