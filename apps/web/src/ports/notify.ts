import { toast } from '@flick/design-system';
import type { NotifyPort } from '@flick/stores';
import { storeText } from '../i18n/storeTexts';

/**
 * The toasts of the screen showing (ADR 0100): errors and plain toasts end when the screen
 * does. Successes (2 s, often the news of the move itself: `OTP verified successfully!`),
 * loading toasts (a download goes on) and errors that explain the move (`keep`) carry on.
 */
const screenToasts = new Set<string>();

/** Marks a toast as the showing screen's own: it ends with the screen. */
export function screenToast(id: string): void {
  screenToasts.add(id);
}

/** The screen changed (a new path): the old screen's own toasts end. */
export function endScreenToasts(): void {
  for (const id of screenToasts) toast.dismiss(id);
  screenToasts.clear();
}

/**
 * Toasts through the design system's Toaster (react-hot-toast with the lifetimes of
 * docs/product.md#toasts), the stores' texts in the language shown (ADR 0143).
 */
export const toastNotify: NotifyPort = {
  success: (message) => {
    toast.success(storeText(message));
  },
  error: (message, options) => {
    const id = toast.error(storeText(message));
    if (!options?.keep) screenToast(id);
  },
  loading: (message, id) =>
    toast.loading(storeText(message), id === undefined ? undefined : { id }),
  dismiss: (id) => toast.dismiss(id),
};
