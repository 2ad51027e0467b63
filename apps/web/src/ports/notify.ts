import type { NotifyPort } from '@flick/stores';
import { storeText } from '../i18n/storeTexts';
import { newToastId, screenToast, withToast } from './toastsLoader';

/**
 * Toasts through the design system's Toaster (react-hot-toast with the lifetimes of
 * docs/product.md#toasts), the stores' texts in the language shown when asked (ADR 0143).
 */
export const toastNotify: NotifyPort = {
  success: (message) => {
    const text = storeText(message);
    withToast((toast) => toast.success(text));
  },
  error: (message, options) => {
    const text = storeText(message);
    const id = newToastId();
    if (!options?.keep) screenToast(id);
    withToast((toast) => toast.error(text, { id }));
  },
  loading: (message, id) => {
    const text = storeText(message);
    const shown = id ?? newToastId();
    withToast((toast) => toast.loading(text, { id: shown }));
    return shown;
  },
  dismiss: (id) => withToast((toast) => toast.dismiss(id)),
};
