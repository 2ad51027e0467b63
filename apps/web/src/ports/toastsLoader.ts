import { useSyncExternalStore } from 'react';

type ToastsModule = typeof import('./toasts');

let toasts: Promise<ToastsModule> | undefined;
let loaded: ToastsModule | undefined;
const listeners = new Set<() => void>();

/**
 * The toasts' code (`ports/toasts.tsx`) and what the shell needs of it before it is in
 * (kept apart from `notify.ts`, which reads the stores' texts, so the landing page's entry
 * does not carry the stores). Fetched once: by the first toast, or when the page
 * is idle (`loadToastsWhenIdle`), so the first route does not carry it. Calls made before it
 * arrives run in their order once it is in (a failed fetch is tried again by the next toast).
 */
export function loadToasts(): Promise<ToastsModule> {
  toasts ??= import('./toasts').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      toasts = undefined;
      throw error;
    },
  );
  return toasts;
}

/** Fetches the toasts' code once the page is idle (after the first screen's work). */
export function loadToastsWhenIdle(): void {
  const load = () => void loadToasts().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(load, { timeout: 4000 });
  } else window.setTimeout(load, 1000);
}

/** The toasts' module once it is in (re-rendering when it arrives), else undefined. */
export function useToasts(): ToastsModule | undefined {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => loaded,
    () => undefined,
  );
}

/** Runs `use` with react-hot-toast's `toast` once its code is in. */
export function withToast(use: (toast: ToastsModule['toast']) => void): void {
  loadToasts().then(
    (module) => use(module.toast),
    () => undefined,
  );
}

let lastId = 0;
/** A toast's id, chosen here so a caller has it before the toasts' code is in. */
export const newToastId = () => `toast-${++lastId}`;

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
  const ending = [...screenToasts];
  screenToasts.clear();
  if (ending.length === 0) return;
  withToast((toast) => {
    for (const id of ending) toast.dismiss(id);
  });
}
