export { SAVE_LABELS, SaveButton, type SaveButtonProps } from './SaveButton';
