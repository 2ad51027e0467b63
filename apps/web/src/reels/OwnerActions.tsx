import { Button, ConfirmDialog } from '@flick/design-system';
import {
  type InsightsStore,
  type VideoEditStore,
  type VideoModel,
  videoMessages,
} from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { EditVideoDialog } from '../caption/EditVideoDialog';
import { storeText } from '../i18n/storeTexts';
import { INSIGHTS } from '../insights/insightsTexts';
import { LazyInsights } from '../insights/LazyInsights';
import { useStores } from '../stores/StoresContext';
import * as styles from './OwnerActions.css';

/**
 * The owner's own controls on one of their videos, the same wherever it plays: `Post now`
 * for a draft or scheduled one (docs/product.md#drafts-and-scheduled-videos), `Insights`
 * (docs/product.md#insights) and `Edit` (docs/product.md#editing-a-video) beside their name,
 * and the `Delete video` confirmation, whose button is among the actions
 * (docs/product.md#deleting-videos-and-comments). The `/reels/{id}` viewer, the grids' viewer
 * and the feeds show them; the feeds load this module with the owner's first video of theirs,
 * as no first screen needs it. The edit's and the insights' stores load on first use.
 */
export const OwnerActions = observer(function OwnerActions({
  model,
  onDeleted,
}: {
  model: VideoModel;
  /** The owner deleted the video (the /reels/{id} page moves on; lists drop it themselves). */
  onDeleted?: (() => void) | undefined;
}) {
  const stores = useStores();
  const { t } = useLingui();
  const [videoEdit, setVideoEdit] = useState<VideoEditStore | null>(null);
  const [insights, setInsights] = useState<InsightsStore | null>(null);
  const { video } = model;
  const loadEdit = async () => {
    const edit = await stores.loadVideoEdit();
    setVideoEdit(edit);
    return edit;
  };
  return (
    <>
      <span className={styles.ownerActions}>
        {video.publication ? (
          <Button
            size="sm"
            loading={videoEdit?.posting === model.id}
            onClick={() => void loadEdit().then((edit) => edit.postNow(model))}
          >
            {t`Post now`}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void stores.loadInsights().then((store) => {
              setInsights(store);
              return store.load(video.id);
            })
          }
        >
          {t(INSIGHTS)}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void loadEdit().then((edit) => edit.open(model))}
        >
          {t`Edit`}
        </Button>
      </span>
      <ConfirmDialog
        open={model.confirmingDelete}
        onOpenChange={({ open }) => {
          if (!open) model.cancelDelete();
        }}
        onConfirm={async () => {
          if (await model.confirmDelete()) onDeleted?.();
        }}
        title={storeText(videoMessages.deleteVideoTitle)}
        description={storeText(videoMessages.deleteVideoDescription)}
        confirmLabel={storeText(videoMessages.deleteConfirm)}
        pending={model.deletePending}
      />
      <LazyInsights
        insights={insights}
        onClose={() => {
          insights?.clear();
          setInsights(null);
        }}
      />
      {videoEdit?.model === model ? <EditVideoDialog videoEdit={videoEdit} /> : null}
    </>
  );
});

export default OwnerActions;
