import { Avatar, Button, Dialog, Spinner, TextField } from '@flick/design-system';
import { changedProfileFields, type OwnProfileChanges } from '@flick/stores';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { storeText } from '../../i18n/storeTexts';
import * as styles from '../Page.css';
import { AddressChangeSection } from './AddressChangeSection';
import { useOwnProfile, withOwnProfile } from './ownProfile';
import * as local from './Settings.css';

type Gender = NonNullable<OwnProfileChanges['gender']>;
interface FormValues {
  firstName: string;
  lastName: string;
  userName: string;
  gender: Gender | '';
  dateOfBirth: string;
  aboutMe: string;
}

const GENDERS: Array<{ value: Gender; label: MessageDescriptor }> = [
  { value: 'female', label: msg`Female` },
  { value: 'male', label: msg`Male` },
  { value: 'other', label: msg`Other` },
  { value: 'unspecified', label: msg`Prefer not to say` },
];

/**
 * /setting/edit: the profile edit form on GET/PATCH /me, with the change-photo menu and the
 * sign-in address change.
 */
const EditProfilePage = observer(function EditProfilePage() {
  const ownProfile = useOwnProfile();
  const { t } = useLingui();
  const [initial, setInitial] = useState<FormValues | null>(null);
  const [values, setValues] = useState<FormValues | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const genderId = useId();
  const aboutId = useId();

  useEffect(() => {
    void ownProfile.load();
  }, [ownProfile]);

  const profile = ownProfile.profile;
  useEffect(() => {
    if (!profile) return;
    const loaded: FormValues = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      userName: profile.userName,
      gender: profile.gender ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
      aboutMe: profile.aboutMe,
    };
    setInitial(loaded);
    setValues(loaded);
  }, [profile]);

  if (!values || !initial || !profile) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t`Edit profile`}</h1>
        {ownProfile.error ? (
          <p className={styles.error}>{storeText(ownProfile.error)}</p>
        ) : (
          <Spinner label={t`Loading your profile`} />
        )}
      </div>
    );
  }

  const set = (key: keyof FormValues) => (value: string) =>
    setValues((current) => (current ? { ...current, [key]: value } : current));
  const changes = changedProfileFields(initial, values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ownProfile.save(changes);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Edit profile`}</h1>
      <div className={local.photoRow}>
        <Avatar src={profile.profilePicture} alt={t`${profile.userName}'s photo`} size={72} />
        <div>
          <strong>{profile.userName}</strong>
          <br />
          <Button variant="ghost" size="sm" onClick={() => ownProfile.setPhotoMenuOpen(true)}>
            {t`Change profile photo`}
          </Button>
        </div>
      </div>
      <form className={local.form} onSubmit={submit} noValidate>
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName')(event.target.value)}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName')(event.target.value)}
        />
        <TextField
          label={t`Username`}
          autoCapitalize="none"
          spellCheck={false}
          value={values.userName}
          onChange={(event) => set('userName')(event.target.value)}
        />
        <div className={local.label}>
          <label htmlFor={genderId}>{t`Gender`}</label>
          <select
            id={genderId}
            className={local.select}
            value={values.gender}
            onChange={(event) => set('gender')(event.target.value)}
          >
            <option value="" disabled>
              {t`Choose…`}
            </option>
            {GENDERS.map((gender) => (
              <option key={gender.value} value={gender.value}>
                {t(gender.label)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t`Date of birth`}
          type="date"
          autoComplete="bday"
          value={values.dateOfBirth}
          onChange={(event) => set('dateOfBirth')(event.target.value)}
        />
        <div className={local.label}>
          <label htmlFor={aboutId}>{t`About me`}</label>
          <textarea
            id={aboutId}
            className={local.textarea}
            maxLength={300}
            value={values.aboutMe}
            onChange={(event) => set('aboutMe')(event.target.value)}
          />
        </div>
        {ownProfile.error ? (
          <p className={styles.error} role="alert">
            {storeText(ownProfile.error)}
          </p>
        ) : null}
        <Button
          type="submit"
          loading={ownProfile.saving}
          disabled={Object.keys(changes).length === 0}
        >
          {t`Submit`}
        </Button>
      </form>

      <AddressChangeSection />

      <Dialog
        open={ownProfile.photoMenuOpen}
        onOpenChange={({ open }) => ownProfile.setPhotoMenuOpen(open)}
        title={t`Change Profile Photo`}
        size="sm"
        showClose={false}
      >
        <div className={local.menu}>
          <Button
            variant="danger"
            fullWidth
            disabled={!profile.profilePicture}
            onClick={() => void ownProfile.removePhoto()}
          >
            {t`Remove Current Photo`}
          </Button>
          <Button fullWidth onClick={() => fileInput.current?.click()}>
            {t`Upload Photo`}
          </Button>
          <Button variant="secondary" fullWidth onClick={() => ownProfile.setPhotoMenuOpen(false)}>
            {t`Cancel`}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label={t`Profile photo file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void ownProfile.uploadPhoto(file, file.name);
              event.target.value = '';
            }}
          />
        </div>
      </Dialog>
    </div>
  );
});

export default withOwnProfile(EditProfilePage, msg`Edit profile`);
