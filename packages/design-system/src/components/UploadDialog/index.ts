export { UploadDialog, type UploadDialogProps, type UploadStatus } from './UploadDialog';
