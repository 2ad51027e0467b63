import type { ReactNode } from 'react';
import { accountTexts } from '../../i18n/en/account';
import { useTexts } from '../../i18n/MessagesProvider';
import { Avatar } from '../../primitives/Avatar';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { defaultRenderLink, type RenderLink } from '../link';
import * as styles from './NotificationItem.css';

export interface NotificationItemProps {
  /**
   * Who acted, e.g. `ada`. Leave it out for a notice about the reader's own content (e.g.
   * `Your video is ready.`): the message then stands alone.
   */
  actorName?: string;
  actorPicture?: string | null;
  /** Profile address of the actor; makes the name a link. */
  actorHref?: string;
  /** What happened, after the name: `started following you.` */
  message: string;
  /**
   * Words before the name, for a language whose sentence does not start with it (Spanish
   * `A` in `A ada le gustó tu vídeo.`); `message` is then what follows the name.
   */
  messageBefore?: string;
  /** Preformatted time, e.g. `2h`. */
  time?: string;
  /** A thumbnail of the video concerned. */
  thumbUrl?: string | null;
  /** Unread notifications are highlighted (`data-state="unread"`). */
  unread?: boolean;
  /** Content at the end, e.g. a FollowButton. */
  action?: ReactNode;
  renderLink?: RenderLink;
}

/**
 * One notification: avatar, "name message time" ("before name message time" where the language
 * puts words first, or the message alone), optional thumbnail or action.
 */
export function NotificationItem({
  actorName,
  actorPicture,
  actorHref,
  message,
  messageBefore,
  time,
  thumbUrl,
  unread = false,
  action,
  renderLink = defaultRenderLink,
}: NotificationItemProps) {
  const t = useTexts(accountTexts);
  return (
    <div className={styles.item} data-state={unread ? 'unread' : 'read'}>
      <Avatar src={actorPicture} alt="" size={44} />
      <p className={styles.body}>
        {unread ? <VisuallyHidden>{t.unreadMark}</VisuallyHidden> : null}
        {actorName === undefined ? null : (
          <>
            {messageBefore ? `${messageBefore} ` : null}
            {actorHref ? (
              renderLink({ href: actorHref, className: styles.actor, children: actorName })
            ) : (
              <span className={styles.actor}>{actorName}</span>
            )}{' '}
          </>
        )}
        {message}
        {time ? <span className={styles.time}>{time}</span> : null}
      </p>
      {thumbUrl ? <img className={styles.thumb} src={thumbUrl} alt="" /> : null}
      {action}
    </div>
  );
}
