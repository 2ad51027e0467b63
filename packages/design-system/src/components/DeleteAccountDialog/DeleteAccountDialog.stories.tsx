import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const meta = {
  title: 'Flick/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: {
    open: true,
    proof: 'password',
    codeLength: 6,
    onOpenChange: fn(),
    onConfirm: fn(),
    onSendCode: fn(),
  },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Delete account?' });
    await userEvent.type(screen.getByLabelText('Current password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ password: 'correct horse' });
  },
};

export const WrongPassword: Story = { args: { error: 'Your current password is incorrect.' } };

export const Code: Story = {
  args: { proof: 'code', codeSentTo: 'sam@example.com' },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Delete account?' });
    await userEvent.type(screen.getByLabelText('Code'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ code: '482913' });
  },
};

export const Deleting: Story = { args: { pending: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
