export { LogoutDialog, type LogoutDialogProps } from './LogoutDialog';
