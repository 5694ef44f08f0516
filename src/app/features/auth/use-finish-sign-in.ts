import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeReturnPath } from '@/domain/routes';
import type { User } from '@/domain/types';
import { memberQueries } from '@/lib/api-queries';
import { usePendingSaveStore } from '@/lib/favorites/pending-save-store';
import { claimSavedOfflineFor } from '@/lib/favorites/saved-offline';
import { FAVORITE_MESSAGES, followOffline, saveFavorite } from '@/lib/favorites/use-favorites';
import { useNotify } from '@/components/ui/toast/notify';
import { signInWithPassword } from '@/lib/firebase/auth-actions';
import { useFirebaseAuth } from '@/lib/firebase/use-firebase-auth';
import { rememberSignedInUser } from '@/lib/session/current-user';

/** Where this sign-in screen sends the reader afterwards (?next=, else the dashboard). */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(NEXT_PARAM));
}

/**
 * Every sign-in ends here: remember the member, finish the save they asked for before signing in,
 * and take them back where they came from.
 */
export function useFinishSignIn(): (user: User) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const next = useReturnPath();
  return useCallback(
    async (user: User) => {
      rememberSignedInUser(queryClient, user);
      // Another account's saved copies and lists leave the device before this member sees a screen.
      await claimSavedOfflineFor(user.uid).catch((error: unknown) =>
        console.warn("Could not release the last member's offline copies", error),
      );
      const pending = usePendingSaveStore.getState().take();
      if (pending) {
        try {
          await saveFavorite(pending);
          notify.success(FAVORITE_MESSAGES.saved, pending.title);
          void followOffline(queryClient, pending, true);
        } catch (error) {
          notify.error(FAVORITE_MESSAGES.failed, error instanceof Error ? error.message : undefined);
        }
        await queryClient.invalidateQueries(memberQueries.savedIds());
      }
      navigate(next, { replace: true });
    },
    [queryClient, navigate, notify, next],
  );
}

/** Signs in with an email and password, then finishes as every sign-in does. */
export function usePasswordSignIn(): (email: string, password: string) => Promise<void> {
  const auth = useFirebaseAuth();
  const finishSignIn = useFinishSignIn();
  return useCallback(
    async (email: string, password: string) => finishSignIn(await signInWithPassword(auth, email, password)),
    [auth, finishSignIn],
  );
}
