import {
  BackIcon,
  Button,
  CheckIcon,
  Dialog,
  IconButton,
  ProgressBar,
  UploadIcon,
} from '@flick/design-system';
import type { VideoFile } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useStores } from '../stores/StoresContext';
import * as styles from './UploadDialog.css';

/** A blob URL for the chosen file's preview, revoked when the file changes. */
function usePreviewUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The upload modal (spec §2 "Upload dialog"): drop or select a video, preview it, upload
 * with progress, then `Success!`. Escape closes it except while uploading.
 */
const UploadDialog = observer(function UploadDialog() {
  const { upload } = useStores();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const previewUrl = usePreviewUrl(upload.file);
  const uploading = upload.phase === 'uploading';

  const choose = (file: File | null | undefined) => {
    void upload.selectFile((file ?? null) as VideoFile | null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    choose(event.dataTransfer.files[0]);
  };

  const showBack = upload.phase === 'preview';
  return (
    <Dialog
      open={upload.isOpen}
      onOpenChange={({ open }) => {
        if (!open) upload.close();
      }}
      title="Upload Video"
      dismissible={!uploading}
      headerStart={
        showBack ? (
          <IconButton
            label="Back"
            size="sm"
            icon={<BackIcon size={20} />}
            onClick={() => upload.back()}
          />
        ) : undefined
      }
    >
      <div className={styles.body}>
        {upload.phase === 'empty' ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the Select button is the keyboard path
          <div
            className={styles.dropZone}
            data-state={dragOver ? 'over' : 'idle'}
            onDragOver={(event) => {
              event.preventDefault();
              setDragOver(true);
            }}
            onDragLeave={() => setDragOver(false)}
            onDrop={onDrop}
          >
            <UploadIcon size={48} aria-hidden="true" />
            <p className={styles.dropText}>Drag and drop videos here</p>
            <Button onClick={() => inputRef.current?.click()}>Select from computer</Button>
            <input
              ref={inputRef}
              type="file"
              accept="video/*"
              hidden
              aria-label="Video file"
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
        ) : null}

        {upload.phase !== 'empty' && previewUrl ? (
          <video
            className={styles.preview}
            src={previewUrl}
            controls
            loop
            muted
            playsInline
            aria-label="Preview of the chosen video"
          />
        ) : null}

        {upload.statusText ? (
          <p className={styles.status} role="status">
            {upload.phase === 'success' ? <CheckIcon size={20} aria-hidden="true" /> : null}{' '}
            {upload.statusText}
          </p>
        ) : null}
        {upload.statusDetail ? <p className={styles.detail}>{upload.statusDetail}</p> : null}
        {uploading ? <ProgressBar value={upload.progress * 100} label="Upload progress" /> : null}
        {upload.error ? (
          <p className={styles.error} role="alert">
            {upload.error}
          </p>
        ) : null}

        {upload.phase === 'preview' || uploading ? (
          <Button
            fullWidth
            disabled={!upload.canUpload}
            loading={uploading}
            onClick={() => void upload.upload()}
          >
            Upload
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
});

export default UploadDialog;
