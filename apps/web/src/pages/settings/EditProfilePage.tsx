/** Edit profile. */
export default function EditProfilePage() {
  return <h1>Edit profile</h1>;
}
