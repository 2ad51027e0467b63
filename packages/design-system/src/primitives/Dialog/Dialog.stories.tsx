import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogClose, DialogFooter } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Followers',
    trigger: <Button>Open dialog</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <p style={{ margin: 0 }}>Dialog content goes here.</p>
        <DialogFooter>
          <DialogClose>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        </DialogFooter>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus stays inside while tabbing.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog', { name: 'Followers' });
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true, description: 'People who follow you.' } };

export const NotDismissible: Story = {
  args: { defaultOpen: true, dismissible: false, showClose: false, title: 'Uploading...' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Uploading...' });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Uploading...' })).toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
