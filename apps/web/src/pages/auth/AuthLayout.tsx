import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { storeText } from '../../i18n/storeTexts';
import { LOGIN_PATH } from '../../reels/links';
import * as styles from './AuthLayout.css';
import { useFreshSessionErrors } from './useFreshSessionErrors';

/** The frame of the sign-in, sign-up and reset screens: brand, a title, the step's form. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  useFreshSessionErrors();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand} aria-hidden="true">
          Flick
        </p>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}

export { styles as authStyles };

/**
 * The sign-up steps' way out: `Have an account? Log in` (docs/product.md#sign-up). The page
 * that sent the visitor here goes along, so logging in instead ends there too.
 */
export function HaveAnAccount() {
  const { state } = useLocation();
  const { t } = useLingui();
  // Two texts, not one with the link inside: Lingui's <Trans> would add its runtime to the
  // first route's shell chunk.
  return (
    <p className={styles.footer}>
      {t`Have an account?`}{' '}
      <Link className={styles.link} to={LOGIN_PATH} state={state}>
        {t`Log in`}
      </Link>
    </p>
  );
}

/**
 * The flow's error text (docs/product.md#otp-screens) in the language shown, announced when it
 * appears; nothing while there is none.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className={styles.error} role="alert">
      {storeText(message)}
    </p>
  ) : null;
}
