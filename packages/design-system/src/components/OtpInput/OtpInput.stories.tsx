import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpInput } from './OtpInput';

const meta = {
  title: 'Flick/OtpInput',
  component: OtpInput,
  args: {
    length: 6,
    method: 'email',
    destination: 'ada@example.com',
    onSubmit: fn(),
    onResend: fn(),
    loginHref: '/login',
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('12345');
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 5 of 6' })).toHaveFocus();
    await userEvent.keyboard('56');
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '123456' });
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const Phone: Story = { args: { method: 'phone', destination: '+1 555 0100' } };

export const PasteFillsAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('987654');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('4');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const WithError: Story = {
  args: { value: '123456', error: 'Please enter a valid 6-digit OTP.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please enter a valid 6-digit OTP.',
    );
  },
};

export const Pending: Story = { args: { value: '123456', pending: true } };

export const ResendPending: Story = { args: { resendPending: true } };

export const LongDestination: Story = {
  args: { destination: 'a.very.long.email.address.for.testing.wrapping@subdomain.example.com' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
