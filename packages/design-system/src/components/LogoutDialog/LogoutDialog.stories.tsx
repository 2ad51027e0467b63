import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { LogoutDialog } from './LogoutDialog';

const meta = {
  title: 'Flick/LogoutDialog',
  component: LogoutDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof LogoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Log Out' });
    await expect(dialog).toHaveTextContent('Are you sure you want to log out from your account?');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Log Out' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
};

export const Pending: Story = { args: { pending: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
