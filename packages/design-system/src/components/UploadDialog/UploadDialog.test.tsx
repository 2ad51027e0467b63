import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadDialog, type UploadDialogProps } from './UploadDialog';

function setup(overrides: Partial<UploadDialogProps> = {}) {
  const props: UploadDialogProps = {
    open: true,
    status: 'select',
    onOpenChange: vi.fn(),
    onFileSelect: vi.fn(),
    onBack: vi.fn(),
    onUpload: vi.fn(),
    ...overrides,
  };
  return { ...render(<UploadDialog {...props} />), props };
}

describe('UploadDialog', () => {
  it('offers drag and drop and a video-only file picker', async () => {
    const { props } = setup();
    expect(screen.getByRole('dialog', { name: 'Upload Video' })).toHaveTextContent(
      'Drag and drop videos here',
    );
    const input = screen.getByTestId('upload-file-input');
    expect(input).toHaveAttribute('accept', 'video/*');
    const file = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    await userEvent.upload(input, file);
    expect(props.onFileSelect).toHaveBeenCalledWith({ file });
  });

  it('accepts a dropped file', () => {
    const { props } = setup();
    const file = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.drop(screen.getByText('Drag and drop videos here'), {
      dataTransfer: { files: [file] },
    });
    expect(props.onFileSelect).toHaveBeenCalledWith({ file });
  });

  it('reports a drop without a file as no file, for the caller to say so', () => {
    const { props } = setup();
    fireEvent.drop(screen.getByText('Drag and drop videos here'), {
      dataTransfer: { files: [] },
    });
    expect(props.onFileSelect).toHaveBeenCalledWith({ file: null });
  });

  it('shows the preview with Back and Upload', async () => {
    const { props } = setup({ status: 'preview', previewSrc: 'blob:x' });
    expect(screen.getByLabelText('Preview of the chosen video')).toHaveAttribute('src', 'blob:x');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onUpload).toHaveBeenCalledTimes(1);
    expect(props.onBack).toHaveBeenCalledTimes(1);
  });

  it('offers Remove captions for a refused captions file too, which clears the choice', async () => {
    const onCaptionsSelect = vi.fn();
    const { rerender, props } = setup({
      status: 'preview',
      previewSrc: 'blob:x',
      onCaptionsSelect,
      captionsError: 'The captions file must start with a WEBVTT line.',
    });
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove captions' }));
    expect(onCaptionsSelect).toHaveBeenCalledWith({ file: null });
    // The caller cleared the error: Upload is back, and there is nothing to remove.
    rerender(<UploadDialog {...props} captionsError={undefined} />);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove captions' })).toBeNull();
  });

  it('shows Uploading... with progress and disables Upload', () => {
    setup({ status: 'uploading', progress: 30 });
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('offers Continue in background while uploading, when the caller can hide it', async () => {
    const onContinueInBackground = vi.fn();
    setup({ status: 'uploading', progress: 30, onContinueInBackground });
    await userEvent.click(screen.getByRole('button', { name: 'Continue in background' }));
    expect(onContinueInBackground).toHaveBeenCalledTimes(1);
  });

  it('shows the success texts', () => {
    setup({ status: 'success' });
    expect(screen.getByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      'Your video has been shared.',
    );
  });

  it('closes on Escape', async () => {
    const { props } = setup();
    await userEvent.keyboard('{Escape}');
    expect(props.onOpenChange).toHaveBeenCalledWith({ open: false });
  });
});
