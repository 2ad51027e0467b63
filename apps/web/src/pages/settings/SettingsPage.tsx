import type { UserSummary } from '@flick/api-types';
import {
  Button,
  ConfirmDialog,
  DeleteAccountDialog,
  EmptyState,
  LIST_LOADING_ROWS,
  SkeletonList,
  UNBLOCK_CONFIRM_TEXT,
  UserRow,
} from '@flick/design-system';
import { type BlockedUsersStore, OTP_LENGTH } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { renderRouterLink } from '../../reels/links';
import { useStores } from '../../stores/StoresContext';
import * as styles from '../Page.css';
import { useFocusAfterRowRemoval } from '../useFocusAfterRowRemoval';
import { PrivacySection } from './PrivacySection';
import { KeywordSection, MutedSection } from './SafetySections';
import * as local from './Settings.css';
import { ThemeSection } from './ThemeSection';

const LogoutConfirm = lazy(() => import('../../layouts/LogoutConfirm'));

/**
 * /setting: the account's settings, reachable from every layout (the sidebar's Settings
 * entry, the own profile's Settings link on phones): Edit profile, Change password, the
 * blocked accounts with Unblock, and Logout.
 */
const SettingsPage = observer(function SettingsPage() {
  const stores = useStores();
  const { ownProfile, session } = stores;
  // The blocked accounts' store loads with this page (ADR 0109).
  const [blocked, setBlocked] = useState<BlockedUsersStore | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const blockedTitleId = useId();
  const mutedTitleId = useId();
  const keywordsTitleId = useId();
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [logoutUsed, setLogoutUsed] = useState(false);
  const [unblocking, setUnblocking] = useState<UserSummary | null>(null);
  const blockedSection = useRef<HTMLElement>(null);
  const blockedHeading = useRef<HTMLHeadingElement>(null);
  // An unblocked person leaves the list: focus goes to the next row, not to <body>.
  useFocusAfterRowRemoval(blockedSection, blockedHeading);

  useEffect(() => {
    let live = true;
    void stores.loadBlocked().then((store) => {
      if (!live) return;
      setBlocked(store);
      void store.load();
    });
    // Whether to offer Moderation (admins only), and what the deletion asks for (whether the
    // account has a password).
    if (!ownProfile.profile) void ownProfile.load();
    return () => {
      live = false;
    };
  }, [stores, ownProfile]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Settings</h1>
      <nav aria-label="Settings">
        <ul className={styles.list}>
          <li>
            <Link className={local.entry} to="/setting/edit">
              Edit profile
            </Link>
          </li>
          <li>
            <Link className={local.entry} to="/setting/change-password">
              Change password
            </Link>
          </li>
          {ownProfile.profile?.isAdmin ? (
            <li>
              <Link className={local.entry} to="/admin">
                Moderation
              </Link>
            </li>
          ) : null}
          <li>
            <a className={local.entry} href={`#${blockedTitleId}`}>
              Blocked accounts
            </a>
          </li>
          <li>
            <a className={local.entry} href={`#${mutedTitleId}`}>
              Muted accounts
            </a>
          </li>
          <li>
            <a className={local.entry} href={`#${keywordsTitleId}`}>
              Keyword filter
            </a>
          </li>
          <li>
            <button
              type="button"
              className={local.entry}
              onClick={() => {
                setLogoutUsed(true);
                setLogoutOpen(true);
              }}
            >
              Logout
            </button>
          </li>
          <li>
            <button
              type="button"
              className={local.entry}
              onClick={() => {
                session.clearDeleteError();
                setDeleteOpen(true);
              }}
            >
              Delete account
            </button>
          </li>
        </ul>
      </nav>

      <ThemeSection />
      <PrivacySection />

      <section aria-labelledby={blockedTitleId} ref={blockedSection}>
        <h2 className={styles.sectionTitle} id={blockedTitleId} tabIndex={-1} ref={blockedHeading}>
          Blocked accounts
        </h2>
        {!blocked || (blocked.loading && blocked.users.length === 0) ? (
          <SkeletonList rows={LIST_LOADING_ROWS} label="Loading blocked accounts" />
        ) : blocked.error ? (
          <p className={styles.error}>{blocked.error}</p>
        ) : blocked.users.length === 0 ? (
          <EmptyState title="No blocked accounts" description="People you block show up here." />
        ) : (
          <ul className={styles.list} aria-labelledby={blockedTitleId}>
            {blocked.users.map((user) => (
              <li key={user.id}>
                <UserRow
                  user={user}
                  href={`/user/profile/${user.id}`}
                  renderLink={renderRouterLink}
                  action={
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={blocked.pendingIds.includes(user.id)}
                      aria-label={`Unblock ${user.userName}`}
                      onClick={() => setUnblocking(user)}
                    >
                      Unblock
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <MutedSection titleId={mutedTitleId} />
      <KeywordSection titleId={keywordsTitleId} />

      <ConfirmDialog
        open={unblocking !== null}
        onOpenChange={({ open }) => {
          if (!open) setUnblocking(null);
        }}
        title={`Unblock @${unblocking?.userName ?? ''}?`}
        description={UNBLOCK_CONFIRM_TEXT}
        confirmLabel="Unblock"
        onConfirm={() => {
          const user = unblocking;
          setUnblocking(null);
          if (user) void blocked?.unblock(user.id);
        }}
      />
      {/* docs/product.md#account-deletion */}
      <DeleteAccountDialog
        open={deleteOpen}
        onOpenChange={({ open }) => {
          if (!session.deleting) setDeleteOpen(open);
          if (!open) session.clearDeleteError();
        }}
        proof={ownProfile.profile?.hasPassword === false ? 'code' : 'password'}
        codeLength={OTP_LENGTH}
        onConfirm={(proof) => void session.deleteAccount(proof)}
        onSendCode={() => void ownProfile.sendCurrentAddressCode()}
        {...(ownProfile.currentCodeSentTo ? { codeSentTo: ownProfile.currentCodeSentTo } : {})}
        pending={session.deleting || ownProfile.changingAddress}
        {...(session.deleteError ? { error: session.deleteError } : {})}
      />
      <Suspense fallback={null}>
        {logoutUsed ? (
          <LogoutConfirm open={logoutOpen} onOpenChange={({ open }) => setLogoutOpen(open)} />
        ) : null}
      </Suspense>
    </div>
  );
});

export default SettingsPage;
