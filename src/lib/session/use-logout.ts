import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useNotify } from '@/components/ui/toast/notify';
import { forgetSavedOffline } from '@/lib/favorites/saved-offline';
import { forgetSignedInUser } from './current-user';

export const LOGOUT_MESSAGES = {
  title: 'Logged out',
  description: 'You have been logged out successfully.',
  failedTitle: 'Logout Failed',
} as const;

/**
 * Log out: clears the cookie on the server, signs the Firebase SDK out on
 * this device, forgets the cached user and what was kept for them offline, and says so. Resolves
 * true when it worked.
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
      // What was kept for this member to read offline (their saved pages, their lists) leaves with them.
      await forgetSavedOffline();
    } catch (error) {
      console.error("Could not clear the member's offline copies on this device", error);
    }
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
