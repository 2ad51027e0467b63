import { useLayoutEffect } from 'react';
import { useStores } from '../../stores/StoresContext';

/**
 * A screen of the session's flows starts with no error: the text a failed step left
 * (a wrong password on /login) belongs to that screen, not to the next one (/forgotPassword).
 * Runs before paint, so the old text never flashes.
 */
export function useFreshSessionErrors(): void {
  const { session } = useStores();
  useLayoutEffect(() => {
    session.clearError();
  }, [session]);
}
