export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  DialogFooter,
  type DialogProps,
} from './Dialog';
