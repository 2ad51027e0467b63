import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { OtpInput } from './OtpInput';

function setup(overrides: Partial<Parameters<typeof OtpInput>[0]> = {}, dir?: 'rtl') {
  const onSubmit = vi.fn();
  const onResend = vi.fn();
  const utils = render(
    <OtpInput
      length={6}
      method="email"
      destination="ada@example.com"
      onSubmit={onSubmit}
      onResend={onResend}
      loginHref="/sign-in"
      {...overrides}
    />,
    dir ? { wrapper: ({ children }) => <div dir={dir}>{children}</div> } : undefined,
  );
  const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
  return { ...utils, onSubmit, onResend, box };
}

describe('OtpInput', () => {
  it('says where the code was sent, by email or by phone', () => {
    const { rerender } = setup();
    expect(screen.getByText(/your email address/)).toHaveTextContent('ada@example.com');
    rerender(
      <OtpInput
        length={6}
        method="phone"
        destination="+1 555"
        onSubmit={() => {}}
        onResend={() => {}}
        loginHref="/sign-in"
      />,
    );
    expect(screen.getByText(/your phone number/)).toHaveTextContent('+1 555');
  });

  it('moves forward as digits are typed and enables Next at six digits', async () => {
    const { box, onSubmit } = setup();
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(box(1));
    await userEvent.keyboard('12345');
    expect(box(6)).toHaveFocus();
    expect(next).toBeDisabled();
    await userEvent.keyboard('6');
    // The sixth digit submits on its own; Next sends it again when pressed.
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ otp: '123456' });
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('submits a corrected code once its last digit is back, and nothing while pending', async () => {
    const { box, onSubmit, rerender } = setup();
    await userEvent.click(box(1));
    await userEvent.keyboard('123456');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Backspace}');
    await userEvent.keyboard('7');
    expect(onSubmit).toHaveBeenLastCalledWith({ otp: '123457' });
    expect(onSubmit).toHaveBeenCalledTimes(2);
    // Typing over a digit of the full code waits for Next.
    await userEvent.click(box(2));
    await userEvent.keyboard('9');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    rerender(
      <OtpInput
        length={6}
        method="email"
        destination="ada@example.com"
        onSubmit={onSubmit}
        onResend={() => {}}
        loginHref="/sign-in"
        pending
      />,
    );
    fireEvent.paste(box(1), { clipboardData: { getData: () => '654321' } });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('can leave the sending to Next', async () => {
    const { box, onSubmit } = setup({ submitOnComplete: false });
    await userEvent.click(box(1));
    await userEvent.keyboard('123456');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports Enter before six digits (Next is disabled, so the form is not submitted)', async () => {
    const onIncompleteSubmit = vi.fn();
    const { box, onSubmit } = setup({ onIncompleteSubmit });
    await userEvent.click(box(1));
    await userEvent.keyboard('12345{Enter}');
    expect(onIncompleteSubmit).toHaveBeenCalledWith({ otp: '12345' });
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    expect(onSubmit).toHaveBeenCalledWith({ otp: '123456' });
    expect(onIncompleteSubmit).toHaveBeenCalledTimes(1);
  });

  it('lays the code out left to right in a right-to-left page, the arrows moving as they point', async () => {
    const { box } = setup({}, 'rtl');
    expect(screen.getByRole('group')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(box(3));
    await userEvent.keyboard('{ArrowRight}');
    expect(box(4)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(2)).toHaveFocus();
  });

  it('ignores letters', async () => {
    const { box } = setup();
    await userEvent.click(box(1));
    await userEvent.keyboard('a');
    expect(box(1)).toHaveValue('');
  });

  it('moves back on Backspace from an empty box, clearing the previous digit', async () => {
    const { box } = setup();
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveValue('1');
  });

  it('fills every box from a paste, and submits the code', () => {
    const { box, onSubmit } = setup();
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12 34 56' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe(
      '123456',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledWith({ otp: '123456' });
  });

  it('resends and links to log in', async () => {
    const { onResend } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows the error and has no axe violations', async () => {
    const { container } = setup({ error: 'Invalid OTP' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP');
    await expectNoAxeViolations(container);
  });
});
