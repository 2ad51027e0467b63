import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { FilePicker, type FilePickerProps } from './FilePicker';

/** Keeps the picked file's name, as a caller that accepts every file would. */
function Stateful({ fileName: initial, ...args }: FilePickerProps) {
  const [fileName, setFileName] = useState(initial);
  return (
    <FilePicker
      {...args}
      {...(fileName ? { fileName } : {})}
      onFileChange={(change) => {
        args.onFileChange(change);
        setFileName(change.file?.name);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/FilePicker',
  component: FilePicker,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Captions (.vtt)',
    accept: '.vtt,text/vtt',
    removeLabel: 'Remove captions',
    onFileChange: fn(),
    'data-testid': 'file-input',
  } as FilePickerProps,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing chosen yet: Enter on `Choose file` opens the browser's file chooser (the hidden
 * input's), and the picked file's name shows.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: 'Captions (.vtt) Choose file' });
    await expect(choose).toHaveAccessibleDescription('No file chosen');
    const input = canvas.getByTestId('file-input') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.vtt,text/vtt');
    // The chooser itself is the browser's: only that it is asked to open.
    const open = spyOn(input, 'click').mockImplementation(() => {});
    choose.focus();
    await userEvent.keyboard('{Enter}');
    await expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
    const file = new File(['WEBVTT\n'], 'clip.vtt', { type: 'text/vtt' });
    await userEvent.upload(input, file);
    await expect(args.onFileChange).toHaveBeenCalledWith({ file });
    await expect(choose).toHaveAccessibleDescription('clip.vtt');
  },
};

/** A kept file: Remove drops it and gives focus back to `Choose file`. */
export const Chosen: Story = {
  args: { fileName: 'a-long-captions-file-name-for-the-holiday-clip.vtt' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove captions' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith({ file: null });
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove captions' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Captions (.vtt) Choose file' })).toHaveFocus();
  },
};

/** A refused file: its message describes the button, and Remove is offered to drop it. */
export const Refused: Story = {
  args: {
    error: 'The captions file must start with a WEBVTT line.',
    hint: 'A WebVTT file of at most 256 KiB.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The captions file must start with a WEBVTT line.',
    );
    await expect(
      canvas.getByRole('button', { name: 'Captions (.vtt) Choose file' }),
    ).toHaveAccessibleDescription(
      'No file chosen A WebVTT file of at most 256 KiB. The captions file must start with a WEBVTT line.',
    );
    await expect(canvas.getByRole('button', { name: 'Remove captions' })).toBeVisible();
  },
};

/** While an upload goes on: nothing can be chosen or removed. */
export const Disabled: Story = {
  args: { fileName: 'clip.vtt', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Captions (.vtt) Choose file' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove captions' })).toBeDisabled();
    await expect(canvas.getByTestId('file-input')).toBeDisabled();
  },
};
