import {
  Button,
  EmptyState,
  LIST_LOADING_ROWS,
  NotificationItem,
  SkeletonList,
  shortTime,
} from '@flick/design-system';
import { isOwnVideoNotice } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { storeText } from '../i18n/storeTexts';
import { profilePath, renderAnyLink, renderRouterLink } from '../reels/links';
import { useStores } from '../stores/StoresContext';
import * as styles from './Page.css';

/**
 * The notification's text around the actor's name (the item shows the name as a link): the
 * words before it, if the language puts some there, and the rest. The server writes the text
 * in the reader's language with the name as it was then.
 */
function aroundActor(text: string, userName: string): { messageBefore?: string; message: string } {
  const at = text.indexOf(userName);
  if (at < 0) return { message: text };
  const before = text.slice(0, at).trim();
  const message = text.slice(at + userName.length).trim();
  return before ? { messageBefore: before, message } : { message };
}

/** /notification: the list (newest first, live from the stream) and push permission. */
const NotificationsPage = observer(function NotificationsPage() {
  const { notifications, session } = useStores();
  const { t } = useLingui();

  useEffect(() => {
    // New notifications arrive over the stream while this page is open (the layout keeps
    // it open too, for the badge).
    notifications.startListening();
    // Reads the list and marks it read: the badge clears, what was new stays marked New for
    // this visit.
    void notifications.open();
    // A permission granted on an earlier visit: no Enable button to press again.
    void notifications.syncPermission();
    return () => notifications.leave();
  }, [notifications]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Notifications`}</h1>
      {notifications.permissionGranted ? null : (
        <Button variant="secondary" onClick={() => void notifications.requestPermission()}>
          {t`Enable push notifications`}
        </Button>
      )}
      {notifications.items.some((item) => item.type === 'followRequest') ? (
        // docs/product.md#private-accounts: requests are answered on their own page.
        <Link to="/follow-requests">{t`Follow requests`}</Link>
      ) : null}
      {notifications.loading && notifications.items.length === 0 ? (
        <SkeletonList rows={LIST_LOADING_ROWS} label={t`Loading notifications`} />
      ) : notifications.error && notifications.items.length === 0 ? (
        <EmptyState tone="error" title={storeText(notifications.error)} />
      ) : notifications.items.length === 0 ? (
        <EmptyState title={t`No notifications yet.`} />
      ) : (
        <ul className={styles.list} aria-label={t`Notifications`} aria-live="polite">
          {notifications.items.map((item) => {
            // The person as every screen shows them now; the text keeps the name it was written with.
            const actor = notifications.actor(item);
            return (
              <li key={item.id}>
                <NotificationItem
                  // A notice about one's own upload (ready, or why it failed) reads alone.
                  {...(isOwnVideoNotice(item)
                    ? { message: item.text }
                    : {
                        actorName: actor.userName,
                        // An account on another server: its page there, in a new tab.
                        actorHref: item.remote
                          ? item.remote.profileUrl
                          : profilePath(actor.id, session.userId),
                        ...aroundActor(item.text, item.actor.userName),
                      })}
                  actorPicture={actor.profilePicture}
                  time={shortTime(item.createdAt, Date.now())}
                  unread={notifications.isNew(item)}
                  renderLink={item.remote ? renderAnyLink : renderRouterLink}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});

export default NotificationsPage;
