// The public API: an explicit, alphabetical barrel of named exports.
import './tokens/global.css';

export * from './icons/Icons';
export { Avatar, type AvatarProps } from './primitives/Avatar';
export { Button, type ButtonProps } from './primitives/Button';
export { ConfirmDialog, type ConfirmDialogProps } from './primitives/ConfirmDialog';
export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  DialogFooter,
  type DialogProps,
} from './primitives/Dialog';
export { IconButton, type IconButtonProps } from './primitives/IconButton';
export { ProgressBar, type ProgressBarProps } from './primitives/ProgressBar';
export { SearchField, type SearchFieldProps } from './primitives/SearchField';
export {
  Skeleton,
  SkeletonList,
  type SkeletonListProps,
  type SkeletonProps,
} from './primitives/Skeleton';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { type TabItem, Tabs, type TabsProps } from './primitives/Tabs';
export { TextField, type TextFieldProps } from './primitives/TextField';
export {
  TOAST_DURATIONS,
  TOAST_LIMIT,
  Toaster,
  type ToasterProps,
  toast,
} from './primitives/Toaster';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden';
export {
  breakpoints,
  darkTheme,
  lightTheme,
  mediaQueries,
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeClass,
  vars,
} from './tokens';
