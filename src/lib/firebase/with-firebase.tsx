// The one entry to the Firebase SDK for screens: it loads the SDK (a chunk of its own) when the
// screen mounts, then renders the screen inside reactfire's providers. Import this file, never
// the SDK itself, from a screen; public pages use neither.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Alert } from 'antd';
import type { FirebaseSdks } from './firebase-root';

type RootProps = { children: ReactNode; unavailable?: ReactNode };

function loadRoot(withFirestore: boolean): Promise<{ default: ComponentType<RootProps> }> {
  return Promise.all([
    import('./firebase-root'),
    import('./firebase-services').then(async ({ loadAuth, loadFirestore }): Promise<FirebaseSdks> => ({
      auth: await loadAuth(),
      firestore: withFirestore ? await loadFirestore() : undefined,
    })),
  ]).then(
    ([{ default: FirebaseRoot }, sdks]) => ({
      default: ({ children }: RootProps) => <FirebaseRoot sdks={sdks}>{children}</FirebaseRoot>,
    }),
    (error: unknown) => {
      console.error('Could not start the sign-in service', error);
      return {
        default: ({ unavailable }: RootProps) =>
          unavailable ?? (
            <Alert
              type="error"
              showIcon
              title="Sign-in is unavailable right now"
              description="We couldn't load the sign-in service. Check your connection and reload the page."
            />
          ),
      };
    },
  );
}

const AuthRoot = lazy(() => loadRoot(false));
const AuthAndFirestoreRoot = lazy(() => loadRoot(true));

export function WithFirebase({
  children,
  firestore = false,
  fallback = null,
  unavailable,
}: {
  children: ReactNode;
  /** Also start Firestore (the admin inbox's live listener); Auth alone is much lighter. */
  firestore?: boolean;
  fallback?: ReactNode;
  /** Shown instead of the children when the SDK cannot start (offline, no config). */
  unavailable?: ReactNode;
}) {
  const Root = firestore ? AuthAndFirestoreRoot : AuthRoot;
  return (
    <Suspense fallback={fallback}>
      <Root unavailable={unavailable}>{children}</Root>
    </Suspense>
  );
}
