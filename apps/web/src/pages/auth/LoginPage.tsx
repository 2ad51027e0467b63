import { Button, TextField } from '@flick/design-system';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { REGISTER_PATH } from '../../reels/links';
import { returnPath } from '../../routes/RequireAuth';
import { useStores } from '../../stores/StoresContext';
import { AuthLayout, authStyles, FormError } from './AuthLayout';

/** /login: email or phone and password; returns to the page that sent the user here. */
const LoginPage = observer(function LoginPage() {
  const { session } = useStores();
  const { t } = useLingui();
  const location = useLocation();
  const [params] = useSearchParams();
  const [emailPhone, setEmailPhone] = useState('');
  const [password, setPassword] = useState('');
  const returnTo = returnPath(location.state);
  const oidcCode = params.get('oidc');
  const oidcError = params.get('oidcError');

  // Social sign-in comes back here with a one-time code to trade for a session.
  useEffect(() => {
    if (oidcCode) void session.exchangeOidcCode(oidcCode, returnTo);
  }, [oidcCode, returnTo, session]);

  // Already signed in (a bookmark, the back button): straight on to where they were going.
  if (session.isAuthenticated && !session.submitting) return <Navigate to={returnTo} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.login(emailPhone.trim(), password, returnTo);
  };

  return (
    <AuthLayout title={t`Log in to Flick`}>
      <form className={authStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t`Email or phone number`}
          name="email_phone"
          autoComplete="username"
          required
          value={emailPhone}
          onChange={(event) => setEmailPhone(event.target.value)}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormError message={session.error || oidcError} />
        <Button
          type="submit"
          fullWidth
          loading={session.submitting}
          disabled={emailPhone.trim() === '' || password === ''}
        >
          {t`Log in`}
        </Button>
      </form>
      <p className={authStyles.footer}>
        <Link className={authStyles.link} to="/forgotPassword">
          {t`Forgot password?`}
        </Link>
      </p>
      <p className={authStyles.footer}>
        {t`Don't have an account?`}{' '}
        <Link className={authStyles.link} to={REGISTER_PATH} state={location.state}>
          {t`Sign up`}
        </Link>
      </p>
    </AuthLayout>
  );
});

export default LoginPage;
