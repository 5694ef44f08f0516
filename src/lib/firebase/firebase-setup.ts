// Which Firebase project the browser SDK talks to, decided at run time from where the page is
// served, so no build can point at the wrong place:
//   - a page on a loopback address (the local stack, the tests) uses the `demo-` project on the
//     emulators; a demo project cannot reach real services, and the emulators only listen there;
//   - anywhere else the page was served by Firebase Hosting, which answers `/__/firebase/init.json`
//     with the web config of the very project it belongs to.
// Nothing in the build (no env file, no flag) can send a deployed site to the emulators or a
// local page to production.
import type { FirebaseOptions } from 'firebase/app';

/** Kept in step with the launcher's demo project and firebase.json by tests/unit/firebase-config.test.ts. */
export const LOCAL_FIREBASE = {
  projectId: 'demo-faithful-matches',
  emulatorHost: '127.0.0.1',
  authPort: 9099,
  firestorePort: 8080,
} as const;

export interface FirebaseSetup {
  options: FirebaseOptions;
  /** Set only on a loopback page. */
  emulators: { host: string; authPort: number; firestorePort: number } | null;
}

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export async function resolveFirebaseSetup(
  location: { hostname: string; host: string },
  fetchJson: (url: string) => Promise<unknown> = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  },
): Promise<FirebaseSetup> {
  if (isLoopbackHost(location.hostname)) {
    return {
      // The Auth emulator accepts any API key.
      options: { projectId: LOCAL_FIREBASE.projectId, apiKey: 'fake-api-key', authDomain: location.host },
      emulators: {
        host: LOCAL_FIREBASE.emulatorHost,
        authPort: LOCAL_FIREBASE.authPort,
        firestorePort: LOCAL_FIREBASE.firestorePort,
      },
    };
  }
  const config = (await fetchJson('/__/firebase/init.json')) as FirebaseOptions | null;
  if (!config?.apiKey || !config.projectId) throw new Error('Firebase Hosting gave no web app config');
  // Sign-in helpers served from this site's own /__/auth/ (Hosting serves them on every domain),
  // so the Google popup is first-party and survives third-party storage blocking.
  return { options: { ...config, authDomain: location.host }, emulators: null };
}
