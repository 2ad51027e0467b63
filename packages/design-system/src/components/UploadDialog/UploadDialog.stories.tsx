import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { sampleVideo } from '../../fixtures/media';
import { UploadDialog, type UploadStatus } from './UploadDialog';

const meta = {
  title: 'Flick/UploadDialog',
  component: UploadDialog,
  args: {
    open: true,
    status: 'select',
    onOpenChange: fn(),
    onFileSelect: fn(),
    onBack: fn(),
    onUpload: fn(),
  },
} satisfies Meta<typeof UploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectFile: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Upload Video' });
    await expect(dialog).toHaveTextContent('Drag and drop videos here');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Select from computer' })).toBeVisible(),
    );
    const input = screen.getByTestId('upload-file-input');
    await expect(input).toHaveAttribute('accept', 'video/*');
    const file = new File(['data'], 'clip.mp4', { type: 'video/mp4' });
    await userEvent.upload(input, file);
    await expect(args.onFileSelect).toHaveBeenCalledWith({ file });
  },
};

export const ValidationError: Story = { args: { error: 'Only video files are allowed.' } };

export const Preview: Story = {
  args: { status: 'preview', previewSrc: sampleVideo },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Upload Video' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { status: 'uploading', previewSrc: sampleVideo, progress: 45 },
  play: async () => {
    const uploading = await screen.findByText('Uploading...');
    await waitFor(() => expect(uploading).toBeVisible());
    await expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

/** The upload may go on with the dialog hidden: `Continue in background`. */
export const UploadingInBackground: Story = {
  args: {
    status: 'uploading',
    previewSrc: sampleVideo,
    progress: 60,
    onContinueInBackground: fn(),
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Upload Video' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue in background' }));
    await expect(args.onContinueInBackground).toHaveBeenCalled();
  },
};

export const UploadFailed: Story = {
  args: { status: 'preview', previewSrc: sampleVideo, error: 'Failed to upload video.' },
};

/** The optional captions picker: a picked file is reported; a kept one can be removed. */
export const WithCaptions: Story = {
  args: {
    status: 'preview',
    previewSrc: sampleVideo,
    onCaptionsSelect: fn(),
    captionsName: 'clip.vtt',
  },
  play: async ({ args }) => {
    const choose = await screen.findByRole('button', { name: 'Captions (.vtt) Choose file' });
    await expect(choose).toHaveAccessibleDescription('clip.vtt');
    const input = screen.getByTestId('captions-file-input');
    await expect(input).toHaveAttribute('accept', '.vtt,text/vtt');
    const file = new File(['WEBVTT\n'], 'clip.vtt', { type: 'text/vtt' });
    await userEvent.upload(input, file);
    await expect(args.onCaptionsSelect).toHaveBeenCalledWith({ file });
    // The dialog fades in: wait until it is fully shown (as the other stories do).
    await waitFor(() => expect(screen.getByText('clip.vtt')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Remove captions' }));
    await expect(args.onCaptionsSelect).toHaveBeenLastCalledWith({ file: null });
    await expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

/**
 * A refused captions file: its message at once, Upload waits until it is replaced or removed.
 * Removing it takes `Remove captions` away: focus goes to the captions' Choose file button.
 */
export const CaptionsRefused: Story = {
  args: {
    status: 'preview',
    previewSrc: sampleVideo,
    onCaptionsSelect: fn(),
    captionsError: 'The captions file must start with a WEBVTT line.',
  },
  render: function CaptionsRefused({ captionsError: refused, onCaptionsSelect, ...args }) {
    const [captionsError, setCaptionsError] = useState(refused);
    return (
      <UploadDialog
        {...args}
        {...(captionsError ? { captionsError } : {})}
        onCaptionsSelect={(selection) => {
          onCaptionsSelect?.(selection);
          if (!selection.file) setCaptionsError(undefined);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const choose = await screen.findByRole('button', { name: 'Captions (.vtt) Choose file' });
    await expect(choose).toHaveAccessibleDescription(
      'No file chosen The captions file must start with a WEBVTT line.',
    );
    await expect(screen.getByTestId('captions-file-input')).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'The captions file must start with a WEBVTT line.',
    );
    await expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove captions' })).toBeVisible(),
    );
    screen.getByRole('button', { name: 'Remove captions' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCaptionsSelect).toHaveBeenLastCalledWith({ file: null });
    await expect(screen.queryByRole('button', { name: 'Remove captions' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    // Not the dialog itself: the control that picks a captions file again.
    await waitFor(() => expect(choose).toHaveFocus());
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    await expect(dialog).toHaveTextContent('Success!');
    await waitFor(() => expect(screen.getByText('Your video has been shared.')).toBeVisible());
  },
};

/** A scheduled video (or a draft) says so under `Success!`. */
export const SuccessScheduled: Story = {
  args: {
    status: 'success',
    successText: 'Your video is scheduled. It goes out at the time you chose.',
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Success!' });
    await waitFor(() =>
      expect(
        screen.getByText('Your video is scheduled. It goes out at the time you chose.'),
      ).toBeVisible(),
    );
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Upload Video' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** The whole flow, driven like the app's store would. */
export const Flow: Story = {
  render: function Flow() {
    const [status, setStatus] = useState<UploadStatus>('select');
    const [progress, setProgress] = useState(0);
    return (
      <UploadDialog
        open
        onOpenChange={() => {}}
        status={status}
        previewSrc={sampleVideo}
        progress={progress}
        onFileSelect={() => setStatus('preview')}
        onBack={() => setStatus('select')}
        onUpload={() => {
          setStatus('uploading');
          setProgress(60);
          setTimeout(() => setStatus('success'), 200);
        }}
      />
    );
  },
  play: async () => {
    const input = await waitFor(() => screen.getByTestId('upload-file-input'));
    await userEvent.upload(input, new File(['x'], 'a.webm', { type: 'video/webm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    await expect(await screen.findByText('Your video has been shared.')).toBeInTheDocument();
  },
};
