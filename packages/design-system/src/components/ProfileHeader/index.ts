export { ProfileHeader, type ProfileHeaderProps, type ProfileSummary } from './ProfileHeader';
