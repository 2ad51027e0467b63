import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadProgress } from './UploadProgress';

const meta = {
  title: 'Flick/UploadProgress',
  component: UploadProgress,
  args: { progress: 45, onOpen: fn(), onCancel: fn() },
  // A fixed card at the bottom end of the screen: pictured over the whole page.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Halfway: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Uploading... 45%' }));
    await expect(args.onOpen).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Starting: Story = { args: { progress: 0 } };
