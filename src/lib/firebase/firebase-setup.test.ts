import { describe, expect, it, vi } from 'vitest';
import { isLoopbackHost, LOCAL_FIREBASE, resolveFirebaseSetup } from './firebase-setup';

describe('resolveFirebaseSetup', () => {
  it('uses the demo project on the emulators on a loopback page, without asking Hosting', async () => {
    const fetchJson = vi.fn();
    const setup = await resolveFirebaseSetup({ hostname: '127.0.0.1', host: '127.0.0.1:5000' }, fetchJson);
    expect(fetchJson).not.toHaveBeenCalled();
    expect(setup.options.projectId).toBe(LOCAL_FIREBASE.projectId);
    expect(setup.emulators).toEqual({ host: '127.0.0.1', authPort: 9099, firestorePort: 8080 });
  });

  it('uses the project Hosting serves the page for, never the emulators, on any other host', async () => {
    const fetchJson = vi.fn(async () => ({
      apiKey: 'AIza-real',
      projectId: 'faithful-matches-prod',
      authDomain: 'faithful-matches-prod.firebaseapp.com',
    }));
    const setup = await resolveFirebaseSetup(
      { hostname: 'faithfulmatches.com', host: 'faithfulmatches.com' },
      fetchJson,
    );
    expect(fetchJson).toHaveBeenCalledWith('/__/firebase/init.json');
    expect(setup.emulators).toBeNull();
    expect(setup.options).toMatchObject({ apiKey: 'AIza-real', projectId: 'faithful-matches-prod' });
    // The Google popup runs first-party, from this site's own /__/auth/.
    expect(setup.options.authDomain).toBe('faithfulmatches.com');
  });

  it('fails loudly rather than guess when Hosting gives no config', async () => {
    await expect(
      resolveFirebaseSetup({ hostname: 'example.com', host: 'example.com' }, async () => undefined),
    ).rejects.toThrow(/no web app config/);
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback names and addresses only', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['faithfulmatches.com', '10.0.0.1', '127.0.0.1.nip.io', '192.168.1.2']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
