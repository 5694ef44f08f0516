import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useNotify } from '@/components/ui/toast/notify';
import { forgetSignedInUser } from './current-user';

export const LOGOUT_MESSAGES = {
  title: 'Logged out',
  description: 'You have been logged out successfully.',
  failedTitle: 'Logout Failed',
} as const;

/**
 * Log out: clears the cookie on the server, signs the Firebase SDK out on
 * this device, forgets the cached user, and says so. Resolves true when it worked.
 */
export function useLogout(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch (error) {
      notify.error(LOGOUT_MESSAGES.failedTitle, error instanceof Error ? error.message : String(error));
      return false;
    }
    forgetSignedInUser(queryClient);
    try {
      // The session is over either way; this also signs out the SDK's copy kept on this device.
      const { signOutOfFirebase } = await import('@/lib/firebase/auth-actions');
      await signOutOfFirebase();
    } catch (error) {
      console.error('Could not sign the Firebase SDK out on this device', error);
    }
    notify.success(LOGOUT_MESSAGES.title, LOGOUT_MESSAGES.description);
    return true;
  }, [queryClient, notify]);
}
