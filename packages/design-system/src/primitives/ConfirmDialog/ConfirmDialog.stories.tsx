import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Unfollow @ada?',
    description: 'Their videos will no longer appear in your feed.',
    confirmLabel: 'Unfollow',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Unfollow @ada?' });
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async () => {
    const confirm = await screen.findByRole('button', { name: 'Unfollow' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Block: Story = {
  args: {
    title: 'Block @ada?',
    description: 'They will not be able to find your profile or videos.',
    confirmLabel: 'Block',
  },
};
