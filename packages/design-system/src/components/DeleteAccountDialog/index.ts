export {
  DELETE_ACCOUNT_TEXT,
  DeleteAccountDialog,
  type DeleteAccountDialogProps,
} from './DeleteAccountDialog';
