import { videoMessages } from '@flick/stores';
import { toastNotify } from './notify';
import { loadToasts, screenToast } from './toastsLoader';

/**
 * Hands a video's address to the system share sheet, or copies it when the browser has
 * none (desktop Chromium) and says so (docs/product.md#sharing). Resolves once the user has
 * been given the link.
 */
export async function shareLink(url: string, title: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return;
    } catch (error) {
      // AbortError: the user closed the sheet; nothing more to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toastNotify.success(videoMessages.linkCopied);
  } catch {
    const { toast } = await loadToasts();
    screenToast(toast(url));
  }
}
