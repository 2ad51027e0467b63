import { DeleteAccountDialog } from '@flick/design-system';
import { OTP_LENGTH } from '@flick/stores';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import * as styles from '../Page.css';
import { LanguageSection } from './LanguageSection';
import { useOwnProfile, withOwnProfile } from './ownProfile';
import { PrivacySection } from './PrivacySection';
import { BlockedSection, KeywordSection, MutedSection } from './SafetySections';
import * as local from './Settings.css';
import { ThemeSection } from './ThemeSection';

const LogoutConfirm = lazy(() => import('../../layouts/LogoutConfirm'));

/**
 * /setting: the account's settings, reachable from every layout (the sidebar's Settings
 * entry, the own profile's Settings link on phones): Edit profile, Change password, the
 * blocked accounts with Unblock, and Logout.
 */
const SettingsPage = observer(function SettingsPage() {
  const { session } = useStores();
  const ownProfile = useOwnProfile();
  const { t } = useLingui();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const blockedTitleId = useId();
  const mutedTitleId = useId();
  const keywordsTitleId = useId();
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [logoutUsed, setLogoutUsed] = useState(false);

  useEffect(() => {
    // Whether to offer Moderation (admins only), and what the deletion asks for (whether the
    // account has a password).
    if (!ownProfile.profile) void ownProfile.load();
  }, [ownProfile]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Settings`}</h1>
      <nav aria-label={t`Settings`}>
        <ul className={styles.list}>
          <li>
            <Link className={local.entry} to="/setting/edit">
              {t`Edit profile`}
            </Link>
          </li>
          <li>
            <Link className={local.entry} to="/setting/change-password">
              {t`Change password`}
            </Link>
          </li>
          {ownProfile.profile?.isAdmin ? (
            <li>
              <Link className={local.entry} to="/admin">
                {t`Moderation`}
              </Link>
            </li>
          ) : null}
          <li>
            <a className={local.entry} href={`#${blockedTitleId}`}>
              {t`Blocked accounts`}
            </a>
          </li>
          <li>
            <a className={local.entry} href={`#${mutedTitleId}`}>
              {t`Muted accounts`}
            </a>
          </li>
          <li>
            <a className={local.entry} href={`#${keywordsTitleId}`}>
              {t`Keyword filter`}
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
              {t`Logout`}
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
              {t`Delete account`}
            </button>
          </li>
        </ul>
      </nav>

      <ThemeSection />
      <LanguageSection />
      <PrivacySection />

      <BlockedSection titleId={blockedTitleId} />
      <MutedSection titleId={mutedTitleId} />
      <KeywordSection titleId={keywordsTitleId} />

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

export default withOwnProfile(SettingsPage, msg`Settings`);
