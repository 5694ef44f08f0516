// What the sign-in screens do with Firebase Auth. Every sign-in ends the same way: the ID token
// is exchanged for the `__session` cookie (POST /api/auth/session), which is what the API and
// Hosting see; the SDK's own sign-in persists in the browser for the live admin inbox.
import {
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import type { User } from '@/domain/types';
import { apiRequest } from '@/lib/api-client';
import { loadAuth } from './firebase-services';

async function exchangeForSession(firebaseUser: FirebaseUser): Promise<User> {
  const idToken = await firebaseUser.getIdToken();
  const response = await apiRequest('POST', '/api/auth/session', { idToken });
  return ((await response.json()) as { user: User }).user;
}

export async function signInWithPassword(auth: Auth, email: string, password: string): Promise<User> {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return exchangeForSession(user);
}

export async function signInWithGoogle(auth: Auth): Promise<User> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const { user } = await signInWithPopup(auth, provider);
  return exchangeForSession(user);
}

export function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/sign-in` });
}

/** Signs the SDK out too, so nothing on this device stays signed in after Log out. */
export async function signOutOfFirebase(): Promise<void> {
  await signOut(await loadAuth());
}
