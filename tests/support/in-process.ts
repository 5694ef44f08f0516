// The API's Express app run inside the test process (createApp), on a free port, with the
// config and Firestore a test chooses. For what the emulated runtime cannot show quickly or at
// all: a tiny site-wide ceiling, hundreds of fuzzed requests, a Firestore that goes away.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/app';
import { config, type Config } from '../../functions/src/config';
import { adminAuth, adminDb } from './emulators';
import { BASE_URL } from './env';

export interface InProcessApi {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startInProcessApi(
  options: { config?: Partial<Config>; db?: () => Firestore } = {},
): Promise<InProcessApi> {
  const app = createApp({
    // The site origin stays the stack's, so the helpers' Origin header is the site's own here too.
    config: { ...config, siteUrl: BASE_URL, ...options.config },
    db: options.db ?? (() => adminDb),
    auth: () => adminAuth,
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
