import { toast } from '@flick/design-system';
import type { NotifyPort } from '@flick/stores';

/**
 * Toasts through the design system's Toaster (react-hot-toast with the lifetimes of
 * docs/product.md#toasts).
 */
export const toastNotify: NotifyPort = {
  success: (message) => {
    toast.success(message);
  },
  error: (message) => {
    toast.error(message);
  },
  loading: (message) => toast.loading(message),
  dismiss: (id) => toast.dismiss(id),
};
