import { Button, Dialog, EmptyState, InsightsPanel, Spinner } from '@flick/design-system';
import type { InsightsStore } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { storeText } from '../i18n/storeTexts';
import * as styles from './InsightsDialog.css';
import { INSIGHTS, NO_VIEWS } from './insightsTexts';

/**
 * The owner's insights on one of their videos (docs/product.md#insights): the figures and
 * the last 28 days' views (`InsightsPanel`), a spinner while they are read, the error with
 * `Try again` when they cannot be. Loaded only when an owner opens it.
 */
const InsightsDialog = observer(function InsightsDialog({
  insights,
  onClose,
}: {
  insights: InsightsStore;
  onClose: () => void;
}) {
  const data = insights.insights;
  const videoId = insights.videoId;
  const { t } = useLingui();
  return (
    <Dialog
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={t(INSIGHTS)}
    >
      <div className={styles.body} aria-busy={insights.loading}>
        {data ? (
          <InsightsPanel figures={data} days={data.days} noViewsText={t(NO_VIEWS)} />
        ) : insights.error ? (
          <EmptyState
            tone="error"
            title={storeText(insights.error)}
            action={
              videoId ? (
                <Button variant="secondary" onClick={() => void insights.load(videoId)}>
                  {t`Try again`}
                </Button>
              ) : null
            }
          />
        ) : (
          <div className={styles.centred}>
            <Spinner label={t`Loading insights`} />
          </div>
        )}
      </div>
    </Dialog>
  );
});

export default InsightsDialog;
