import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { defaultRenderLink, type RenderLink } from '../link';
import { REPORT_REASONS, type ReportReasonValue } from '../ReportDialog/ReportDialog';
import * as styles from './ReportCard.css';

/** A report as the moderation queue shows it (texts already decoded by the caller). */
export interface ReportCardView {
  id: string;
  targetType: 'video' | 'comment' | 'user';
  reason: ReportReasonValue;
  details: string;
  status: 'open' | 'dismissed' | 'actioned';
  reporterUserName: string;
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

const NOUNS = { video: 'Video', comment: 'Comment', user: 'User' } as const;

const reasonLabel = (reason: ReportReasonValue) =>
  REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;

/**
 * One report in the admins' queue: reason, who reported what of whom, the reported text,
 * and the actions (`Hide`/`Unhide`, `Dismiss`). State as `data-state` (`open`, `dismissed`,
 * `actioned`).
 */
export function ReportCard({
  report,
  onHiddenChange,
  onDismiss,
  pending = false,
  targetHref,
  renderLink = defaultRenderLink,
}: ReportCardProps) {
  const noun = NOUNS[report.targetType];
  const heading = `${noun} by ${report.ownerUserName}`;
  let view: ReactNode = null;
  if (targetHref) {
    view = renderLink({
      href: targetHref,
      className: styles.link,
      children: `Open ${noun.toLowerCase()}`,
    });
  }
  return (
    <article className={styles.card} aria-label={`Report: ${heading}`} data-state={report.status}>
      <div className={styles.header}>
        <span className={styles.reason}>{reasonLabel(report.reason)}</span>
        <span className={styles.meta}>
          {heading} · reported by {report.reporterUserName}
          {report.time ? ` · ${report.time}` : ''}
        </span>
        {report.hidden ? <span className={styles.badge}>Hidden</span> : null}
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
            {report.hidden ? 'Unhide' : 'Hide'}
          </Button>
        )}
        {report.status === 'open' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={pending}
            onClick={() => onDismiss({ reportId: report.id })}
          >
            Dismiss
          </Button>
        ) : null}
      </div>
    </article>
  );
}
