export {
  ProfileHeader,
  type ProfileHeaderProps,
  type ProfileSummary,
  UNBLOCK_CONFIRM_TEXT,
} from './ProfileHeader';
