import { Avatar, Button, Dialog, Spinner, TextField } from '@flick/design-system';
import { changedProfileFields, type OwnProfileChanges } from '@flick/stores';
import { msg } from '@lingui/core/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
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

const GENDERS: Array<{ value: Gender; label: string }> = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
  { value: 'unspecified', label: 'Prefer not to say' },
];

/**
 * /setting/edit: the profile edit form on GET/PATCH /me, with the change-photo menu and the
 * sign-in address change.
 */
const EditProfilePage = observer(function EditProfilePage() {
  const ownProfile = useOwnProfile();
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
        <h1 className={styles.title}>Edit profile</h1>
        {ownProfile.error ? (
          <p className={styles.error}>{ownProfile.error}</p>
        ) : (
          <Spinner label="Loading your profile" />
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
      <h1 className={styles.title}>Edit profile</h1>
      <div className={local.photoRow}>
        <Avatar src={profile.profilePicture} alt={`${profile.userName}'s photo`} size={72} />
        <div>
          <strong>{profile.userName}</strong>
          <br />
          <Button variant="ghost" size="sm" onClick={() => ownProfile.setPhotoMenuOpen(true)}>
            Change profile photo
          </Button>
        </div>
      </div>
      <form className={local.form} onSubmit={submit} noValidate>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName')(event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName')(event.target.value)}
        />
        <TextField
          label="Username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.userName}
          onChange={(event) => set('userName')(event.target.value)}
        />
        <div className={local.label}>
          <label htmlFor={genderId}>Gender</label>
          <select
            id={genderId}
            className={local.select}
            value={values.gender}
            onChange={(event) => set('gender')(event.target.value)}
          >
            <option value="" disabled>
              Choose…
            </option>
            {GENDERS.map((gender) => (
              <option key={gender.value} value={gender.value}>
                {gender.label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          value={values.dateOfBirth}
          onChange={(event) => set('dateOfBirth')(event.target.value)}
        />
        <div className={local.label}>
          <label htmlFor={aboutId}>About me</label>
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
            {ownProfile.error}
          </p>
        ) : null}
        <Button
          type="submit"
          loading={ownProfile.saving}
          disabled={Object.keys(changes).length === 0}
        >
          Submit
        </Button>
      </form>

      <AddressChangeSection />

      <Dialog
        open={ownProfile.photoMenuOpen}
        onOpenChange={({ open }) => ownProfile.setPhotoMenuOpen(open)}
        title="Change Profile Photo"
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
            Remove Current Photo
          </Button>
          <Button fullWidth onClick={() => fileInput.current?.click()}>
            Upload Photo
          </Button>
          <Button variant="secondary" fullWidth onClick={() => ownProfile.setPhotoMenuOpen(false)}>
            Cancel
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label="Profile photo file"
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
