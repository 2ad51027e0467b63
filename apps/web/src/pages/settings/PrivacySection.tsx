import { SwitchRow } from '@flick/design-system';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import * as styles from '../Page.css';
import { useOwnProfile } from './ownProfile';
import * as local from './Settings.css';

/**
 * Settings' Privacy section: the private-account switch, the switch that keeps the account out
 * of federation (docs/federation.md) and the way to the follow requests
 * (docs/product.md#private-accounts). The switch moves when the server agreed.
 */
export const PrivacySection = observer(function PrivacySection() {
  const { t } = useLingui();
  const titleId = useId();
  const hintId = useId();
  const federationHintId = useId();
  const ownProfile = useOwnProfile();
  const isPrivate = ownProfile.profile?.isPrivate === true;
  const federation = ownProfile.profile?.federation !== false;
  return (
    <section aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId}>
        {t`Privacy`}
      </h2>
      <SwitchRow
        className={local.switchRow}
        label={t`Private account`}
        checked={isPrivate}
        disabled={!ownProfile.profile}
        // While the change is saved the switch stays focusable (a disabled one would drop
        // focus to <body>) and ignores presses.
        aria-disabled={ownProfile.saving || undefined}
        aria-describedby={hintId}
        onCheckedChange={({ checked }) => {
          if (!ownProfile.saving) void ownProfile.setPrivate(checked);
        }}
      />
      <p id={hintId}>
        {t`Only people you approve see your videos and who you follow. Your name, picture and counts stay visible.`}
      </p>
      <SwitchRow
        className={local.switchRow}
        label={t`Followable from other servers`}
        checked={federation}
        disabled={!ownProfile.profile}
        aria-disabled={ownProfile.saving || undefined}
        aria-describedby={federationHintId}
        onCheckedChange={({ checked }) => {
          if (!ownProfile.saving) void ownProfile.setFederation(checked);
        }}
      />
      <p id={federationHintId}>
        {t`When this server federates, people on Mastodon and other fediverse servers can find and follow you.`}
      </p>
      <Link className={local.entry} to="/follow-requests">
        {t`Follow requests`}
      </Link>
    </section>
  );
});
