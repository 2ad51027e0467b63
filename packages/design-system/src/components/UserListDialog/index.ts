export { UserListDialog, type UserListDialogProps, type UserListEntry } from './UserListDialog';
