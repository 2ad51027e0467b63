import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { accountTexts } from '../../i18n/en/account';
import { useTexts } from '../../i18n/MessagesProvider';
import { Button } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { defaultRenderLink, type RenderLink } from '../link';
import * as styles from './OtpInput.css';

export interface OtpInputProps {
  /**
   * How many digits the code has: one box each (Flick's codes have six,
   * docs/product.md#otp-screens; the app passes `OTP_LENGTH` from its contract).
   */
  length: number;
  /** How the code was sent; chooses the hint's wording (`otpMethod`). */
  method: 'email' | 'phone';
  /** The address or number the code went to (`email_phone`). */
  destination: string;
  /**
   * Called with the digits when Next is pressed (all `length` of them), and when an entry
   * completes the code: its last digit typed, or the whole code pasted (`submitOnComplete`).
   */
  onSubmit: (submission: { otp: string }) => void;
  /** Whether completing the code submits it without Next (ADR 0100). Defaults to true. */
  submitOnComplete?: boolean;
  /**
   * Called when Enter is pressed in a box before all `length` digits are in. Next is disabled
   * then, and a form whose submit button is disabled is not submitted by Enter, so without
   * this the key would do nothing; the caller may say why (e.g. the reset flow's message).
   */
  onIncompleteSubmit?: (submission: { otp: string }) => void;
  /** Called when `Resend OTP` is pressed. */
  onResend: () => void;
  /** Controlled digits (up to `length`). */
  value?: string;
  /** Called on every change with the digits entered so far. */
  onValueChange?: (change: { value: string }) => void;
  /** Verification in flight: Next shows a spinner. */
  pending?: boolean;
  /** A resend is in flight: `Resend OTP` is disabled. */
  resendPending?: boolean;
  /** Error text shown in red under the boxes (the caller clears it after 3 s). */
  error?: string;
  /**
   * Where `Log in` goes: your app's sign-in page, for someone who already has an account
   * (Flick's is `/login`). Required: the package holds no app routes.
   */
  loginHref: string;
  renderLink?: RenderLink;
  className?: string;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * The OTP step: `length` numeric boxes (typing moves forward, Backspace moves back, pasting
 * fills all; the last digit in submits), a hint naming where the code was sent, Next (disabled
 * until all are filled), `Resend OTP` and a `Log in` link.
 */
export function OtpInput({
  length,
  method,
  destination,
  onSubmit,
  submitOnComplete = true,
  onIncompleteSubmit,
  onResend,
  value,
  onValueChange,
  pending = false,
  resendPending = false,
  error,
  loginHref,
  renderLink = defaultRenderLink,
  className,
}: OtpInputProps) {
  const t = useTexts(accountTexts);
  const [ownValue, setOwnValue] = useState('');
  const code = (value ?? ownValue).slice(0, length);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const hintId = useId();
  const errorId = useId();

  /** `whole`: a paste or autofill brought several digits at once. */
  const setCode = (next: string, whole = false) => {
    const clean = digitsOnly(next).slice(0, length);
    if (value === undefined) setOwnValue(clean);
    onValueChange?.({ value: clean });
    // The last digit in (or a whole new code pasted) sends the code at once. Typing over a
    // digit of a full code does not: each keystroke would send a half-changed code.
    const completed = code.length < length || (whole && clean !== code);
    if (submitOnComplete && clean.length === length && completed && !pending) {
      onSubmit({ otp: clean });
    }
  };
  const focusBox = (index: number) => {
    boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  };

  const onBoxInput = (index: number, typed: string) => {
    const digits = digitsOnly(typed);
    if (!digits) return;
    // Typing into a box replaces that digit; several digits (autofill) spill forward.
    const chars = code.padEnd(length, ' ').split('');
    for (let offset = 0; offset < digits.length && index + offset < length; offset += 1) {
      chars[index + offset] = digits[offset] ?? ' ';
    }
    setCode(chars.join('').replace(/\s+$/, '').replace(/\s/g, ''), digits.length > 1);
    focusBox(index + digits.length);
  };

  const onBoxKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (code[index]) {
        setCode(code.slice(0, index) + code.slice(index + 1));
      } else if (index > 0) {
        setCode(code.slice(0, index - 1) + code.slice(index));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Enter' && code.length < length) {
      event.preventDefault();
      if (!pending) onIncompleteSubmit?.({ otp: code });
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOnly(event.clipboardData.getData('text'));
    if (!digits) return;
    event.preventDefault();
    setCode(digits, true);
    focusBox(Math.min(digits.length, length - 1));
  };

  const complete = code.length === length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !pending) onSubmit({ otp: code });
  };

  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit}>
      <p id={hintId} className={styles.hint}>
        {method === 'email' ? t.otpSentEmail : t.otpSentPhone}
        <span className={styles.destination}>{destination}</span>.
      </p>
      {/* A code reads left to right in every language (as numbers do), so its first digit is
          the leftmost box and the arrow keys move the way they point, in Arabic too. */}
      <fieldset className={styles.boxes} aria-describedby={hintId} dir="ltr">
        <VisuallyHidden asChild>
          <legend>{t.otpLegend}</legend>
        </VisuallyHidden>
        {Array.from({ length }, (_, index) => (
          <input
            // The six boxes are fixed positions.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={index === 0 ? length : 1}
            aria-label={t.otpDigit(index + 1, length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={code[index] ?? ''}
            onChange={(event) =>
              onBoxInput(index, event.target.value.replace(code[index] ?? '', ''))
            }
            onKeyDown={(event) => onBoxKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" fullWidth disabled={!complete} loading={pending}>
        {t.next}
      </Button>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onResend()}
          disabled={resendPending}
          aria-busy={resendPending || undefined}
        >
          {t.resendOtp}
        </button>
        {renderLink({ href: loginHref, className: styles.linkButton, children: t.logIn })}
      </div>
    </form>
  );
}
