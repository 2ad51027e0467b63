// English, the upload dialog and its progress card (ADR 0135). One module per area, so each
// screen's chunk carries only its own words.
import type { DesignSystemMessages } from '../messages';

export const uploadTexts = {
  uploadSuccess: 'Success!',
  uploadShared: 'Your video has been shared.',
  dropVideos: 'Drag and drop videos here',
  selectFromComputer: 'Select from computer',
  videoPreview: 'Preview of the chosen video',
  uploadingStatus: 'Uploading...',
  uploadProgress: 'Upload progress',
  uploadInProgress: 'Upload in progress',
  uploadingPercent: (percent) => `Uploading... ${percent}%`,
  captionsFile: 'Captions (.vtt)',
  removeCaptions: 'Remove captions',
  continueInBackground: 'Continue in background',
} satisfies Partial<DesignSystemMessages>;
