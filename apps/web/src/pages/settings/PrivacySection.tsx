import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import * as styles from '../Page.css';
import * as local from './Settings.css';

/**
 * Settings' Privacy section: the private-account switch and the way to the follow requests
 * (docs/product.md#private-accounts). The switch moves when the server agreed.
 */
export const PrivacySection = observer(function PrivacySection() {
  const titleId = useId();
  const hintId = useId();
  const { ownProfile } = useStores();
  const isPrivate = ownProfile.profile?.isPrivate === true;
  return (
    <section aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId}>
        Privacy
      </h2>
      <label className={local.label}>
        <input
          type="checkbox"
          role="switch"
          checked={isPrivate}
          aria-checked={isPrivate}
          disabled={!ownProfile.profile || ownProfile.saving}
          aria-describedby={hintId}
          onChange={(event) => void ownProfile.setPrivate(event.target.checked)}
        />{' '}
        Private account
      </label>
      <p id={hintId}>
        Only people you approve see your videos and who you follow. Your name, picture and counts
        stay visible.
      </p>
      <Link className={local.entry} to="/follow-requests">
        Follow requests
      </Link>
    </section>
  );
});
