// reactfire's providers around a screen that uses the Firebase SDK, in non-Suspense mode
// (its Suspense mode misbehaves on React 19): hooks answer { status, data } instead.
import type { ReactNode } from 'react';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';

export interface FirebaseSdks {
  auth: Auth;
  firestore?: Firestore;
}

export default function FirebaseRoot({ sdks, children }: { sdks: FirebaseSdks; children: ReactNode }) {
  const withFirestore = sdks.firestore ? (
    <FirestoreProvider sdk={sdks.firestore}>{children}</FirestoreProvider>
  ) : (
    children
  );
  return (
    <FirebaseAppProvider firebaseApp={sdks.auth.app} suspense={false}>
      <AuthProvider sdk={sdks.auth}>{withFirestore}</AuthProvider>
    </FirebaseAppProvider>
  );
}
