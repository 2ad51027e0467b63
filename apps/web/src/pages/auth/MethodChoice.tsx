import { Button, VisuallyHidden } from '@flick/design-system';
import type { OtpMethod } from '@flick/stores';
import { authStyles } from './AuthLayout';

/** Email or phone: how the one-time code reaches the user. */
export function MethodChoice({
  method,
  onMethodChange,
}: {
  method: OtpMethod;
  onMethodChange: (change: { method: OtpMethod }) => void;
}) {
  return (
    <fieldset className={authStyles.methods}>
      <legend>
        <VisuallyHidden>Send the code by</VisuallyHidden>
      </legend>
      {(['email', 'phone'] as const).map((value) => (
        <Button
          key={value}
          variant={method === value ? 'primary' : 'secondary'}
          aria-pressed={method === value}
          fullWidth
          onClick={() => onMethodChange({ method: value })}
        >
          {value === 'email' ? 'Email' : 'Phone'}
        </Button>
      ))}
    </fieldset>
  );
}

/** The address field's label, input type and autocomplete for a method. */
export function addressField(method: OtpMethod) {
  return method === 'email'
    ? { label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' as const }
    : { label: 'Phone number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' as const };
}
