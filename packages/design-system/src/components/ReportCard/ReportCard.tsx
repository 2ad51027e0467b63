import type { ReactNode } from 'react';
import { profileTexts } from '../../i18n/en/profile';
import { useTexts } from '../../i18n/MessagesProvider';
import { Button } from '../../primitives/Button';
import { defaultRenderLink, type RenderLink } from '../link';
import type { ReportReasonValue } from '../ReportDialog/ReportDialog';
import * as styles from './ReportCard.css';

/** A report as the moderation queue shows it (texts already decoded by the caller). */
export interface ReportCardView {
  id: string;
  targetType: 'video' | 'comment' | 'user';
  reason: ReportReasonValue;
  details: string;
  status: 'open' | 'dismissed' | 'actioned';
  /** The account that reported; null when another server sent the report. */
  reporterUserName: string | null;
  /** The host of the server that sent the report (`mastodon.example`), if one did. */
  reporterServer?: string | null;
  /** The reported thing's owner. */
  ownerUserName: string;
  /** The caption, the comment, or the user's name. */
  text: string;
  /** Whether the video or comment is hidden now. */
  hidden: boolean;
  /** Preformatted time, e.g. `2h`. */
  time?: string;
}

export interface ReportCardProps {
  report: ReportCardView;
  /** `Hide` / `Unhide` pressed (videos and comments only). */
  onHiddenChange: (change: { reportId: string; hidden: boolean }) => void;
  /** `Dismiss` pressed (open reports only). */
  onDismiss: (change: { reportId: string }) => void;
  /** An action on this report is in flight. */
  pending?: boolean;
  /** Where to see the reported thing (its video or the user's profile). */
  targetHref?: string;
  renderLink?: RenderLink;
}

/**
 * One report in the admins' queue: reason, who (an account, or another server) reported what
 * of whom, the reported text, and the actions (`Hide`/`Unhide`, `Dismiss`). State as
 * `data-state` (`open`, `dismissed`, `actioned`).
 */
export function ReportCard({
  report,
  onHiddenChange,
  onDismiss,
  pending = false,
  targetHref,
  renderLink = defaultRenderLink,
}: ReportCardProps) {
  const t = useTexts(profileTexts);
  const heading = t.reportHeading(report.targetType, report.ownerUserName);
  let view: ReactNode = null;
  if (targetHref) {
    view = renderLink({
      href: targetHref,
      className: styles.link,
      children: t.openReportTarget[report.targetType],
    });
  }
  return (
    <article
      className={styles.card}
      aria-label={t.reportCardLabel(heading)}
      data-state={report.status}
    >
      <div className={styles.header}>
        <span className={styles.reason}>{t.reportReasons[report.reason] ?? report.reason}</span>
        <span className={styles.meta}>
          {report.reporterUserName ? t.reportMeta(heading, report.reporterUserName) : heading}
          {report.time ? ` · ${report.time}` : ''}
        </span>
        {report.reporterServer ? (
          <span className={styles.badge}>{t.reportedFrom(report.reporterServer)}</span>
        ) : null}
        {report.hidden ? <span className={styles.badge}>{t.hidden}</span> : null}
      </div>
      {report.text ? <blockquote className={styles.quote}>{report.text}</blockquote> : null}
      {report.details ? <p className={styles.details}>“{report.details}”</p> : null}
      <div className={styles.actions}>
        {view}
        {report.targetType === 'user' ? null : (
          <Button
            size="sm"
            variant={report.hidden ? 'secondary' : 'danger'}
            loading={pending}
            onClick={() => onHiddenChange({ reportId: report.id, hidden: !report.hidden })}
          >
            {report.hidden ? t.unhide : t.hide}
          </Button>
        )}
        {report.status === 'open' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={pending}
            onClick={() => onDismiss({ reportId: report.id })}
          >
            {t.dismiss}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
