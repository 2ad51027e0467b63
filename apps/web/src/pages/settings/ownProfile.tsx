import { Spinner } from '@flick/design-system';
import type { OwnProfileStore } from '@flick/stores';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type ComponentType, createContext, useContext } from 'react';
import { useLoadedStore } from '../../stores/useLoadedStore';
import * as styles from '../Page.css';

const OwnProfileContext = createContext<OwnProfileStore | null>(null);

/** The own profile's store of the surrounding settings page (see `withOwnProfile`). */
export function useOwnProfile(): OwnProfileStore {
  const ownProfile = useContext(OwnProfileContext);
  if (!ownProfile) throw new Error('useOwnProfile() needs a page made by withOwnProfile');
  return ownProfile;
}

/**
 * A settings page that reads the own profile's store: its code loads with the page (no first
 * route needs it, docs/architecture.md#performance); meanwhile the page's title and a spinner.
 */
export function withOwnProfile(Page: ComponentType, title: MessageDescriptor) {
  return function WithOwnProfile() {
    const ownProfile = useLoadedStore('loadOwnProfile');
    const { _ } = useLingui();
    return ownProfile ? (
      <OwnProfileContext.Provider value={ownProfile}>
        <Page />
      </OwnProfileContext.Provider>
    ) : (
      <div className={styles.page}>
        <h1 className={styles.title}>{_(title)}</h1>
        <Spinner label={_(msg`Loading your profile`)} />
      </div>
    );
  };
}
