import { Link } from 'react-router-dom';
import * as styles from '../Page.css';
import * as local from './Settings.css';

/** /setting: the account's settings. */
export default function SettingsPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Settings</h1>
      <nav aria-label="Settings">
        <ul className={styles.list}>
          <li>
            <Link className={local.entry} to="/setting/edit">
              Edit profile
            </Link>
          </li>
          <li>
            <Link className={local.entry} to="/setting/change-password">
              Change password
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
