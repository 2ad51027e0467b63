import { UploadDialog as UploadModal, type UploadStatus } from '@flick/design-system';
import type { UploadPhase, VideoFile } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { CaptionDetails } from '../caption/CaptionDetails';
import { useStores } from '../stores/StoresContext';
import { PublishDetails } from './PublishDetails';

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

const STATUS: Record<UploadPhase, UploadStatus> = {
  empty: 'select',
  preview: 'preview',
  uploading: 'uploading',
  success: 'success',
};

/** The upload modal (docs/product.md#upload-dialog) over the upload store; loaded on first use. */
const UploadDialog = observer(function UploadDialog() {
  const { upload } = useStores();
  const previewSrc = usePreviewUrl(upload.file);
  return (
    <UploadModal
      open={upload.isOpen}
      onOpenChange={({ open }) => {
        if (!open) upload.close();
      }}
      status={STATUS[upload.phase]}
      {...(previewSrc ? { previewSrc } : {})}
      progress={upload.progress * 100}
      {...(upload.error ? { error: upload.error } : {})}
      onFileSelect={({ file }) => void upload.selectFile(file as VideoFile | null)}
      onBack={() => upload.back()}
      onUpload={() => void upload.upload()}
      onCaptionsSelect={({ file }) => void upload.selectCaptions(file as VideoFile | null)}
      {...(upload.captions ? { captionsName: upload.captions.name } : {})}
      {...(upload.captionsError ? { captionsError: upload.captionsError } : {})}
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
      {...(upload.publish?.sentText ? { successText: upload.publish.sentText } : {})}
    />
  );
});

export default UploadDialog;
