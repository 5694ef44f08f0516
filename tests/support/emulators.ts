// Handles on the emulators for tests: admin SDK access and the emulators' reset endpoints.
import './env';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { AUTH_HOST, FIRESTORE_HOST, PROJECT_ID } from './env';

const app =
  getApps().find((candidate) => candidate.name === 'fm-tests') ?? initializeApp({ projectId: PROJECT_ID }, 'fm-tests');

export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

async function emulatorDelete(url: string): Promise<void> {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${url} failed: ${response.status} ${await response.text()}`);
}

/** Every document in the Firestore emulator's default database. */
export function clearFirestore(): Promise<void> {
  return emulatorDelete(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`);
}

/** Every account in the Auth emulator. */
export function clearAuth(): Promise<void> {
  return emulatorDelete(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`);
}
