import { Toaster as HotToaster, type ToasterProps as HotToasterProps } from 'react-hot-toast';
import { vars } from '../../tokens/contract.css';

/**
 * Toast lifetimes in milliseconds (docs/product.md#toasts): 4000 blank, error and custom;
 * 2000 success; loading stays until dismissed.
 */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
} as const;

/**
 * At most 20 toasts at once (docs/product.md#toasts). react-hot-toast enforces this limit itself
 * (its `toastLimit` setting is 20); the constant documents and tests it.
 */
export const TOAST_LIMIT = 20;

export interface ToasterProps {
  /** Where toasts appear. Defaults to `top-center`. */
  position?: HotToasterProps['position'];
}

/**
 * The app's toast host, react-hot-toast with the lifetimes of docs/product.md#toasts and themed
 * colours. Toasts pause while the pointer is over them. Show toasts with the re-exported `toast`.
 */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  return (
    <HotToaster
      position={position}
      containerStyle={{ zIndex: vars.zIndex.toast }}
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        style: {
          background: vars.color.surfaceRaised,
          color: vars.color.text,
          border: `1px solid ${vars.color.border}`,
          boxShadow: vars.shadow.md,
          fontFamily: vars.font.body,
          fontSize: vars.fontSize.sm,
        },
        blank: { duration: TOAST_DURATIONS.blank },
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
        loading: { duration: TOAST_DURATIONS.loading },
        custom: { duration: TOAST_DURATIONS.custom },
      }}
    />
  );
}
