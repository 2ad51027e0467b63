import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { toast } from './index';
import { Toaster } from './Toaster';

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Video uploaded successfully!')}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('Failed to upload video.')}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast('Logged out successfully!')}>
        Blank
      </Button>
      <Button variant="secondary" onClick={() => toast.loading('Uploading...')}>
        Loading
      </Button>
      <Button variant="ghost" onClick={() => toast.remove()}>
        Clear
      </Button>
      <Toaster />
    </div>
  ),
  beforeEach: () => {
    return () => toast.remove();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsToasts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await screen.findByText('Video uploaded successfully!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await screen.findByText('Failed to upload video.')).toBeVisible();
  },
};
