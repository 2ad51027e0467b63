import { UploadDialog as UploadModal, type UploadStatus } from '@flick/design-system';
import {
  captionsRefusalMessages,
  type PublishChoice,
  type UploadPhase,
  type VideoFile,
} from '@flick/stores';
import { i18n } from '@lingui/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { CaptionDetails } from '../caption/CaptionDetails';
import { addStoreTexts, storeText } from '../i18n/storeTexts';
import { useStores } from '../stores/StoresContext';
import { PublishDetails } from './PublishDetails';

// A captions file's line refusals (with their line and seconds) in the language shown.
addStoreTexts('captionsRefusal', captionsRefusalMessages);

/** A blob URL for the chosen file's preview, revoked when the file changes. */
function usePreviewUrl(file: Blob | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The line under `Success!` for a draft or a scheduled video (the store's English), said in the
 * shown language: its catalog id is `stores.publish.<mode>` (lingui.storeMessages.ts).
 */
function sentLine(publish: PublishChoice | null): string | null {
  const text = publish?.sentText ?? null;
  if (!publish || text === null) return null;
  const id = `stores.publish.${publish.sent}`;
  return i18n.messages[id] !== undefined ? i18n._(id) : text;
}

const STATUS: Record<UploadPhase, UploadStatus> = {
  empty: 'select',
  preview: 'preview',
  uploading: 'uploading',
  success: 'success',
};

/**
 * The upload modal (docs/product.md#upload-dialog) over the upload store; loaded on first use,
 * with the shown language's `screens` texts (AppLayout's `withScreenTexts`). The design
 * system says its own words; the stores' and the server's sentences it is given are said in
 * the shown language (`storeText`).
 */
const UploadDialog = observer(function UploadDialog() {
  const { upload } = useStores();
  const previewSrc = usePreviewUrl(upload.file);
  const sent = sentLine(upload.publish);
  return (
    <UploadModal
      open={upload.isOpen}
      onOpenChange={({ open }) => {
        if (!open) upload.close();
      }}
      status={STATUS[upload.phase]}
      {...(previewSrc ? { previewSrc } : {})}
      progress={upload.progress * 100}
      {...(upload.error ? { error: storeText(upload.error) } : {})}
      onFileSelect={({ file }) => void upload.selectFile(file as VideoFile | null)}
      onBack={() => upload.back()}
      onUpload={() => void upload.upload()}
      onCaptionsSelect={({ file }) => void upload.selectCaptions(file as VideoFile | null)}
      {...(upload.captions ? { captionsName: upload.captions.name } : {})}
      {...(upload.captionsError ? { captionsError: storeText(upload.captionsError) } : {})}
      {...(upload.caption
        ? {
            details: (
              <>
                <CaptionDetails draft={upload.caption} disabled={upload.phase === 'uploading'} />
                {upload.publish ? (
                  <PublishDetails
                    choice={upload.publish}
                    previewSrc={previewSrc}
                    duration={upload.duration}
                    disabled={upload.phase === 'uploading'}
                  />
                ) : null}
              </>
            ),
          }
        : {})}
      detailsInvalid={
        (upload.caption?.error ?? null) !== null || (upload.publish?.error ?? null) !== null
      }
      onContinueInBackground={() => upload.hide()}
      {...(sent ? { successText: sent } : {})}
    />
  );
});

export default UploadDialog;
