export {
  PROFILE_MENU_LABEL,
  ProfileHeader,
  type ProfileHeaderProps,
  type ProfileSummary,
  UNBLOCK_CONFIRM_TEXT,
} from './ProfileHeader';
