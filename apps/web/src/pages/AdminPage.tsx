import type { Report } from '@flick/api-types';
import {
  EmptyState,
  LIST_LOADING_ROWS,
  ReportCard,
  SkeletonList,
  Tabs,
} from '@flick/design-system';
import { decodeComment, type ModerationStore, type ReportQueueStatus } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { storeText } from '../i18n/storeTexts';
import { renderRouterLink } from '../reels/links';
import { useStores } from '../stores/StoresContext';
import { AdminFederation } from './AdminFederation';
import * as styles from './Page.css';
import { useFocusAfterRowRemoval } from './useFocusAfterRowRemoval';

/** Where an admin sees the reported thing. */
function targetHref(report: Report): string | undefined {
  if (report.targetType === 'user') return `/user/profile/${report.targetId}`;
  return report.target.videoId ? `/reels/${report.target.videoId}` : undefined;
}

/**
 * /admin: the moderation queue (docs/product.md#reports-and-moderation). Open reports with
 * Hide/Unhide and Dismiss, and the closed ones. The server answers 403 to anyone else.
 */
const ModerationQueue = observer(function ModerationQueue({
  moderation,
}: {
  moderation: ModerationStore;
}) {
  const { t } = useLingui();
  const page = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A hidden or dismissed report leaves the open list: focus goes to the next report.
  useFocusAfterRowRemoval(page, heading);

  useEffect(() => {
    void moderation.load('open');
  }, [moderation]);

  const list = (
    <section aria-label={moderation.status === 'open' ? t`Open reports` : t`Closed reports`}>
      {moderation.loading && moderation.reports.length === 0 ? (
        <SkeletonList rows={LIST_LOADING_ROWS} label={t`Loading reports`} />
      ) : moderation.error ? (
        <p className={styles.error}>{storeText(moderation.error)}</p>
      ) : moderation.reports.length === 0 ? (
        <EmptyState
          title={moderation.status === 'open' ? t`No open reports.` : t`No closed reports.`}
        />
      ) : (
        <ul className={styles.list}>
          {moderation.reports.map((report) => (
            <li key={report.id}>
              <ReportCard
                report={{
                  id: report.id,
                  targetType: report.targetType,
                  reason: report.reason,
                  details: report.details,
                  status: report.status,
                  reporterUserName: report.reporterUserName,
                  // A report another server sent: `Reported from <host>` (ADR 0159).
                  reporterServer: report.reporterServer,
                  ownerUserName: report.target.ownerUserName,
                  text:
                    report.targetType === 'comment'
                      ? decodeComment(report.target.text)
                      : report.target.text,
                  hidden: report.target.hidden,
                }}
                pending={moderation.pendingIds.includes(report.id)}
                onHiddenChange={({ hidden }) => void moderation.setHidden(report, hidden)}
                onDismiss={() => void moderation.dismiss(report)}
                {...(targetHref(report) ? { targetHref: targetHref(report) } : {})}
                renderLink={renderRouterLink}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className={styles.widePage} ref={page}>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        {t`Moderation`}
      </h1>
      <Tabs
        label={t`Reports`}
        value={moderation.status}
        onValueChange={({ value }) => void moderation.load(value as ReportQueueStatus)}
        items={[
          { value: 'open', label: t`Open`, content: list },
          { value: 'closed', label: t`Closed`, content: list },
        ]}
      />
    </div>
  );
});

/**
 * The federation section, once the queue has answered: someone who is not an admin sees the
 * queue's refusal alone, not a second one from this section.
 */
const FederationOnceAnswered = observer(function FederationOnceAnswered({
  moderation,
}: {
  moderation: ModerationStore;
}) {
  const sawLoading = useRef(false);
  const answered = useRef(false);
  if (moderation.loading) sawLoading.current = true;
  else if (sawLoading.current && moderation.error === null) answered.current = true;
  return answered.current ? <AdminFederation /> : null;
});

/** /admin: the queue's store is loaded with the page (only admins come here). */
export default function AdminPage() {
  const stores = useStores();
  const { t } = useLingui();
  const [moderation, setModeration] = useState<ModerationStore | null>(null);
  useEffect(() => {
    let live = true;
    void stores.loadModeration().then((loaded) => {
      if (live) setModeration(loaded);
    });
    return () => {
      live = false;
    };
  }, [stores]);
  return moderation ? (
    <>
      <ModerationQueue moderation={moderation} />
      <FederationOnceAnswered moderation={moderation} />
    </>
  ) : (
    <SkeletonList rows={LIST_LOADING_ROWS} label={t`Loading reports`} />
  );
}
