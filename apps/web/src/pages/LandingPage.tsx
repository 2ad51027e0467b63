import { Link } from 'react-router-dom';
import { AuthLayout, authStyles } from './auth/AuthLayout';

/** /: the public landing page — Create New Account, Login and the two app-store links. */
export default function LandingPage() {
  return (
    <AuthLayout title="Watch, share and upload short videos.">
      <Link className={authStyles.primaryLink} to="/register">
        Create New Account
      </Link>
      <Link className={authStyles.secondaryLink} to="/login">
        Login
      </Link>
      <p className={authStyles.footer}>Get the app.</p>
      <p className={authStyles.footer}>
        <a className={authStyles.link} href="https://apps.apple.com/" rel="noopener noreferrer">
          Download on the App Store
        </a>
        {' · '}
        <a className={authStyles.link} href="https://play.google.com/" rel="noopener noreferrer">
          Get it on Google Play
        </a>
      </p>
    </AuthLayout>
  );
}
