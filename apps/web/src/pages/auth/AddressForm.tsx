import { Button, TextField, VisuallyHidden } from '@flick/design-system';
import type { OtpMethod } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useStores } from '../../stores/StoresContext';
import { authStyles, FormError } from './AuthLayout';

/** Email or phone: how the one-time code reaches the user. */
function MethodChoice({
  method,
  onMethodChange,
}: {
  method: OtpMethod;
  onMethodChange: (change: { method: OtpMethod }) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className={authStyles.methods}>
      <legend>
        <VisuallyHidden>{t`Send the code by`}</VisuallyHidden>
      </legend>
      {(['email', 'phone'] as const).map((value) => (
        <Button
          key={value}
          variant={method === value ? 'primary' : 'secondary'}
          aria-pressed={method === value}
          fullWidth
          onClick={() => onMethodChange({ method: value })}
        >
          {value === 'email' ? t`Email` : t`Phone`}
        </Button>
      ))}
    </fieldset>
  );
}

/** The address field's input type and autocomplete for a method (its label is the form's). */
function addressField(method: OtpMethod) {
  return method === 'email'
    ? { type: 'email', autoComplete: 'email', inputMode: 'email' as const }
    : { type: 'tel', autoComplete: 'tel', inputMode: 'tel' as const };
}

/**
 * The start of sign-up and of a password reset: email or phone, the address, the session's
 * error and a submit button that waits for a non-blank address.
 */
export const AddressForm = observer(function AddressForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (address: string, method: OtpMethod) => void;
}) {
  const { session } = useStores();
  const { t } = useLingui();
  const [method, setMethod] = useState<OtpMethod>('email');
  const [address, setAddress] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(address.trim(), method);
  };

  return (
    <form className={authStyles.form} onSubmit={submit} noValidate>
      <MethodChoice method={method} onMethodChange={(change) => setMethod(change.method)} />
      <TextField
        key={method}
        {...addressField(method)}
        label={method === 'email' ? t`Email address` : t`Phone number`}
        name="email_phone"
        required
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <FormError message={session.error} />
      <Button type="submit" fullWidth loading={session.submitting} disabled={address.trim() === ''}>
        {submitLabel}
      </Button>
    </form>
  );
});
