import { Button, EmptyState, TextField } from '@flick/design-system';
import {
  type FederationAdminStore,
  federationAdminMessages,
  type ServerPolicy,
} from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { addStoreTexts, storeText } from '../i18n/storeTexts';
import { useStores } from '../stores/StoresContext';
import * as styles from './Page.css';

addStoreTexts('federationAdmin', federationAdminMessages);

/**
 * /admin's federation section (docs/federation.md, ADR 0152): deliveries to other servers that
 * kept failing, with their last error, and the remote servers an admin blocked or silenced.
 * Its store loads with it.
 */
export const AdminFederation = observer(function AdminFederation() {
  const stores = useStores();
  const { t, i18n } = useLingui();
  const [store, setStore] = useState<FederationAdminStore | null>(null);
  const [host, setHost] = useState('');
  useEffect(() => {
    let live = true;
    void stores.loadFederationAdmin().then((loaded) => {
      if (!live) return;
      setStore(loaded);
      void loaded.load();
    });
    return () => {
      live = false;
    };
  }, [stores]);
  if (!store) return null;

  const decide = async (policy: ServerPolicy) => {
    if (await store.setPolicy(host, policy)) setHost('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void decide('blocked');
  };

  return (
    <section aria-labelledby="admin-federation" className={styles.page}>
      <h2 id="admin-federation" className={styles.title}>
        {t`Federation`}
      </h2>
      {store.error ? <p className={styles.error}>{storeText(store.error)}</p> : null}

      <section aria-labelledby="admin-failed-deliveries">
        <h3 id="admin-failed-deliveries" className={styles.sectionTitle}>
          {t`Failed deliveries`}
        </h3>
        {store.deliveries.length === 0 ? (
          <EmptyState title={t`No failed deliveries.`} />
        ) : (
          <ul className={styles.list}>
            {store.deliveries.map((d) => (
              <li key={d.id}>
                <strong>{d.activityType}</strong> {d.inbox}
                <br />
                {t`Attempts: ${d.attempts}`} ·{' '}
                {t`Last failed: ${i18n.date(d.failedAt, { dateStyle: 'medium', timeStyle: 'short' })}`}
                <br />
                {t`Last error: ${d.lastError}`}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="admin-remote-servers">
        <h3 id="admin-remote-servers" className={styles.sectionTitle}>
          {t`Remote servers`}
        </h3>
        <p>{t`A blocked server can neither reach Flick nor receive anything from it. A silenced server's accounts can still follow and be followed, but what it posts stays out of public lists.`}</p>
        <form className={styles.searchForm} onSubmit={submit}>
          <div className={styles.grow}>
            <TextField
              label={t`Server host`}
              placeholder="mastodon.example"
              value={host}
              onChange={(event) => setHost(event.target.value)}
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="danger" loading={store.pending}>
            {t`Block`}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={store.pending}
            onClick={() => void decide('silenced')}
          >
            {t`Silence`}
          </Button>
        </form>
        {store.servers.length === 0 ? (
          <EmptyState title={t`No blocked or silenced servers.`} />
        ) : (
          <ul className={styles.list}>
            {store.servers.map((server) => (
              <li key={server.host} className={styles.searchForm}>
                <span className={styles.grow}>
                  <strong>{server.host}</strong>{' '}
                  {server.policy === 'blocked' ? t`Blocked` : t`Silenced`}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={store.pending}
                  aria-label={t`Lift the rule for ${server.host}`}
                  onClick={() => void store.lift(server.host)}
                >
                  {t`Lift`}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
});
