// The Firebase app, Auth and Firestore instances, created once and only when a screen asks for
// them (every importer of this module is itself lazily loaded: public pages never pay for it).
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { resolveFirebaseSetup, type FirebaseSetup } from './firebase-setup';

interface AppHandle {
  app: FirebaseApp;
  setup: FirebaseSetup;
}

let appHandle: Promise<AppHandle> | undefined;
let authInstance: Promise<Auth> | undefined;
let firestoreInstance: Promise<Firestore> | undefined;

function loadApp(): Promise<AppHandle> {
  appHandle ??= resolveFirebaseSetup(window.location).then((setup) => ({ app: initializeApp(setup.options), setup }));
  // A failed start (offline, no config) may be retried by the next caller.
  appHandle.catch(() => (appHandle = undefined));
  return appHandle;
}

export function loadAuth(): Promise<Auth> {
  authInstance ??= loadApp().then(({ app, setup }) => {
    const auth = initializeAuth(app, {
      persistence: browserLocalPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (setup.emulators) {
      connectAuthEmulator(auth, `http://${setup.emulators.host}:${setup.emulators.authPort}`, {
        disableWarnings: true,
      });
    }
    return auth;
  });
  authInstance.catch(() => (authInstance = undefined));
  return authInstance;
}

export function loadFirestore(): Promise<Firestore> {
  firestoreInstance ??= loadApp().then(({ app, setup }) => {
    const db = getFirestore(app);
    if (setup.emulators) connectFirestoreEmulator(db, setup.emulators.host, setup.emulators.firestorePort);
    return db;
  });
  firestoreInstance.catch(() => (firestoreInstance = undefined));
  return firestoreInstance;
}
