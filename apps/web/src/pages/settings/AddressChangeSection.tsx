import { Button, TextField } from '@flick/design-system';
import { isOtpCode, type OtpMethod } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { storeText } from '../../i18n/storeTexts';
import * as styles from '../Page.css';
import { useOwnProfile } from './ownProfile';
import * as local from './Settings.css';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/**
 * The sign-in email and phone of /setting/edit, and their change: the current password (or a
 * code from the current address for accounts without one), then the code sent to the new
 * address. The addresses are never edited in the profile form itself.
 */
export const AddressChangeSection = observer(function AddressChangeSection() {
  const ownProfile = useOwnProfile();
  const { t } = useLingui();
  const profile = ownProfile.profile;
  const pending = ownProfile.addressChange;
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<OtpMethod>('email');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [code, setCode] = useState('');
  const headingId = useId();
  const methodId = useId();
  const codeField = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  // Keyboard users land on the code field as soon as the code is on its way.
  useEffect(() => {
    if (pending) codeField.current?.focus();
  }, [pending]);

  if (!profile) return null;

  const close = () => {
    ownProfile.cancelAddressChange();
    setOpen(false);
    setAddress('');
    setPassword('');
    setCurrentCode('');
    setCode('');
    // Back to where the change began.
    requestAnimationFrame(() => openButton.current?.focus());
  };
  const start = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await ownProfile.startAddressChange({
      emailPhone: address,
      method,
      ...(profile.hasPassword ? { currentPassword: password } : { currentCode }),
    });
    if (sent) {
      setPassword('');
      setCurrentCode('');
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (await ownProfile.confirmAddressChange(code)) close();
  };
  const error = ownProfile.addressError ? (
    <p className={styles.error} role="alert">
      {storeText(ownProfile.addressError)}
    </p>
  ) : null;

  return (
    <section className={local.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={local.sectionTitle}>
        {t`Sign-in address`}
      </h2>
      <TextField label={t`Email`} type="email" readOnly value={profile.email ?? ''} />
      <TextField label={t`Phone`} type="tel" readOnly value={profile.phone ?? ''} />

      {!open && !pending ? (
        <Button ref={openButton} variant="secondary" onClick={() => setOpen(true)}>
          {t`Change email or phone`}
        </Button>
      ) : null}

      {open && !pending ? (
        <form className={local.form} onSubmit={(event) => void start(event)} noValidate>
          <div className={local.label}>
            <label htmlFor={methodId}>{t`What to change`}</label>
            <select
              id={methodId}
              className={local.select}
              value={method}
              onChange={(event) => setMethod(event.target.value as OtpMethod)}
            >
              <option value="email">{t`Email address`}</option>
              <option value="phone">{t`Phone number`}</option>
            </select>
          </div>
          <TextField
            label={method === 'email' ? t`New email address` : t`New phone number`}
            type={method === 'email' ? 'email' : 'tel'}
            autoComplete={method === 'email' ? 'email' : 'tel'}
            hint={method === 'phone' ? t`+ and country code, e.g. +4915123456789` : undefined}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          {profile.hasPassword ? (
            <TextField
              label={t`Current password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : (
            <>
              <Button
                variant="secondary"
                loading={ownProfile.changingAddress && !ownProfile.currentCodeSentTo}
                onClick={() => void ownProfile.sendCurrentAddressCode()}
              >
                {t`Send a code to my current address`}
              </Button>
              <TextField
                label={t`Code from your current address`}
                inputMode="numeric"
                autoComplete="one-time-code"
                hint={
                  ownProfile.currentCodeSentTo
                    ? t`Sent to ${ownProfile.currentCodeSentTo}.`
                    : t`Your account has no password, so we check it is you with a code.`
                }
                value={currentCode}
                onChange={(event) => setCurrentCode(digitsOnly(event.target.value))}
              />
            </>
          )}
          {error}
          <div className={local.actions}>
            <Button
              type="submit"
              loading={ownProfile.changingAddress}
              disabled={address.trim() === ''}
            >
              {t`Send code`}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t`Cancel`}
            </Button>
          </div>
        </form>
      ) : null}

      {pending ? (
        <form className={local.form} onSubmit={(event) => void confirm(event)} noValidate>
          <p>{t`We sent a six-digit code to ${pending.address}. Enter it to finish the change.`}</p>
          <TextField
            ref={codeField}
            label={t`Code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(digitsOnly(event.target.value))}
          />
          {error}
          <div className={local.actions}>
            <Button type="submit" loading={ownProfile.changingAddress} disabled={!isOtpCode(code)}>
              {t`Confirm`}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t`Cancel`}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
});
