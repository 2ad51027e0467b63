import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { uploadTexts } from '../../i18n/en/upload';
import { useTexts } from '../../i18n/MessagesProvider';
import { BackIcon, CheckIcon, VideoIcon } from '../../icons/Icons';
import { Button } from '../../primitives/Button';
import { Dialog, DialogFooter } from '../../primitives/Dialog';
import { FilePicker } from '../../primitives/FilePicker';
import { IconButton } from '../../primitives/IconButton';
import { ProgressBar } from '../../primitives/ProgressBar';
import * as styles from './UploadDialog.css';

/** docs/product.md#upload-dialog: no file → preview → uploading → success. */
export type UploadStatus = 'select' | 'preview' | 'uploading' | 'success';

export interface UploadDialogProps {
  open: boolean;
  /** Escape, outside click and the close button ask to close. */
  onOpenChange: (change: { open: boolean }) => void;
  /** Where the flow is. The caller's store owns the transitions. */
  status: UploadStatus;
  /** Object URL of the chosen video for the preview player. */
  previewSrc?: string;
  /** Upload progress 0–100 while uploading; omitted shows an indeterminate 0. */
  progress?: number;
  /** Validation or upload error, e.g. `Only video files are allowed.` */
  error?: string;
  /**
   * Called with the file the user dropped or picked, or `null` when a drop carried no
   * file (a link, some text); the caller validates it (`No file selected.`).
   */
  onFileSelect: (selection: { file: File | null }) => void;
  /** The back button: reset the selection. */
  onBack: () => void;
  /** The Upload button. */
  onUpload: () => void;
  /**
   * Optional captions (docs/product.md#captions): given, the preview offers a
   * `Captions (.vtt)` file picker; called with the picked file, or `null` when it is removed.
   */
  onCaptionsSelect?: (selection: { file: File | null }) => void;
  /** The name of the captions file that passed the checks, if any. */
  captionsName?: string;
  /** Why the picked captions file was refused; Upload waits until it is replaced or removed. */
  captionsError?: string;
  /**
   * What the person says about the video, under the preview: the caller's caption field and
   * switches (docs/product.md#caption-hashtags-and-mentions).
   */
  details?: ReactNode;
  /** Upload waits while the details cannot be sent (a caption over its limit). */
  detailsInvalid?: boolean;
  /**
   * Given, the uploading dialog offers `Continue in background`: the caller hides the
   * dialog while the upload goes on (and shows its progress elsewhere).
   */
  onContinueInBackground?: () => void;
  /**
   * The line under `Success!` when the video was not posted at once (a draft, a scheduled
   * video); `Your video has been shared.` otherwise.
   */
  successText?: string;
}

/**
 * The upload modal: a drop area (`Drag and drop videos here`) with `Select from computer`
 * (video files only), then a preview with back button, title `Upload Video` and Upload,
 * then `Uploading...` with a progress bar, then `Success!` / `Your video has been shared.`
 */
export function UploadDialog({
  open,
  onOpenChange,
  status,
  previewSrc,
  progress,
  error,
  onFileSelect,
  onBack,
  onUpload,
  onCaptionsSelect,
  captionsName,
  captionsError,
  details,
  detailsInvalid = false,
  onContinueInBackground,
  successText,
}: UploadDialogProps) {
  const t = useTexts(uploadTexts);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFileSelect({ file: event.dataTransfer.files[0] ?? null });
  };

  const uploading = status === 'uploading';
  const title = status === 'success' ? t.uploadSuccess : t.uploadVideo;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      hideTitle={status === 'success'}
      size="md"
      headerStart={
        status === 'preview' || uploading ? (
          <IconButton
            label={t.back}
            icon={<BackIcon size={20} />}
            size="sm"
            onClick={onBack}
            disabled={uploading}
          />
        ) : null
      }
    >
      {status === 'select' ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: drop target; the button is the keyboard path
        <div
          className={styles.dropZone}
          data-state={dragging ? 'dragging' : 'idle'}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span className={styles.dropIcon}>
            <VideoIcon size={64} />
          </span>
          <p className={styles.dropText}>{t.dropVideos}</p>
          <Button onClick={() => inputRef.current?.click()}>{t.selectFromComputer}</Button>
          <input
            ref={inputRef}
            type="file"
            accept="video/*"
            hidden
            data-testid="upload-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFileSelect({ file });
              // Allow choosing the same file again after Back.
              event.target.value = '';
            }}
          />
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}

      {status === 'preview' || uploading ? (
        <>
          <video
            className={styles.preview}
            src={previewSrc}
            controls
            muted
            loop
            playsInline
            aria-label={t.videoPreview}
          />
          {uploading ? (
            <div className={styles.status}>
              <p className={styles.statusText} role="status">
                {t.uploadingStatus}
              </p>
              <ProgressBar value={progress ?? 0} label={t.uploadProgress} />
            </div>
          ) : null}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          {details}
          {onCaptionsSelect ? (
            <FilePicker
              className={styles.captions}
              label={t.captionsFile}
              accept=".vtt,text/vtt"
              data-testid="captions-file-input"
              disabled={uploading}
              // A refused file is not kept: only its message shows, and Remove drops it.
              {...(captionsName && !captionsError ? { fileName: captionsName } : {})}
              {...(captionsError ? { error: captionsError } : {})}
              removeLabel={t.removeCaptions}
              onFileChange={onCaptionsSelect}
            />
          ) : null}
          <DialogFooter>
            {uploading && onContinueInBackground ? (
              <Button variant="ghost" onClick={onContinueInBackground}>
                {t.continueInBackground}
              </Button>
            ) : null}
            <Button
              onClick={onUpload}
              disabled={uploading || Boolean(captionsError) || detailsInvalid}
              loading={uploading}
            >
              {t.upload}
            </Button>
          </DialogFooter>
        </>
      ) : null}

      {status === 'success' ? (
        <div className={styles.success} role="status">
          <span className={styles.successIcon} aria-hidden="true">
            <CheckIcon size={32} />
          </span>
          <p className={styles.successTitle}>{t.uploadSuccess}</p>
          <p className={styles.successText}>{successText ?? t.uploadShared}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
