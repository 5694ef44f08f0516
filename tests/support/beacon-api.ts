// The API's Express app (createApp) in the test process, over a Firestore that keeps what each
// committed batch sets instead of storing it: what a beacon to POST /api/page-views makes the server
// write, seen without the emulators (tests/api/page-views.test.ts reads the same back from them).
// Each counted beacon is written in its own request (flushAfterMs: 0). The session check knows the
// member below, so a route that read the session would have their user id and address to keep.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Auth } from 'firebase-admin/auth';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { PAGE_VIEWS_PATH } from '@/domain/page-views';
import { ROUTES } from '@/domain/routes';
import { createApp } from '../../functions/src/app';
import { config } from '../../functions/src/config';
import { SESSION_COOKIE } from '../../functions/src/middleware/session';
import { forwardedFor } from './client-address';
import { USER_AGENTS } from './user-agents';

const SITE = 'https://faithfulmatches.example';

/** A signed-in member on a phone, as their browser and Google's front end describe them to the function. */
export const MEMBER = {
  ip: '203.0.113.77',
  uid: 'member-uid-4711',
  email: 'ruth.smith@example.com',
  session: 'eyJhbGciOiJSUzI1NiJ9.member-session-4711',
  userAgent: USER_AGENTS.phone,
  /** The page they came from, in full: a path, and a query naming them. */
  referer: `${SITE}${ROUTES.blog}?utm_source=newsletter&subscriber=ruth.smith%40example.com`,
} as const;

/** Every trace of the member a beacon's request carries (their address's network too): none may be stored. */
export const MEMBER_TRACES: readonly string[] = [
  MEMBER.ip,
  '203.0.113',
  MEMBER.uid,
  MEMBER.email,
  'ruth',
  MEMBER.session,
  SESSION_COOKIE,
  MEMBER.userAgent,
  'Pixel',
  MEMBER.referer,
  'utm_source',
  'subscriber',
];

/** The headers of the member's beacon as it reaches the function: all of MEMBER's traces. */
export const MEMBER_BEACON_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/plain;charset=UTF-8',
  origin: SITE,
  referer: MEMBER.referer,
  cookie: `${SESSION_COOKIE}=${MEMBER.session}`,
  'user-agent': MEMBER.userAgent,
  'x-forwarded-for': forwardedFor(MEMBER.ip),
  'x-fah-client-ip': MEMBER.ip,
};

/** One document set by a committed batch. */
export interface RecordedSet {
  /** `collection/id` */
  path: string;
  data: unknown;
}

/**
 * What the counting uses of Firestore: reads of `stored` (a document, or a collection's documents by
 * id), and batches of sets, each committed batch's sets kept in `sets` (not stored: a test reads what
 * was written, not what Firestore would make of it). Any other query throws, rather than answer wrong.
 */
function recordingFirestore(stored: ReadonlyMap<string, Record<string, unknown>>, sets: RecordedSet[]): Firestore {
  const snapshot = (path: string) => {
    const data = stored.get(path);
    return {
      id: path.slice(path.indexOf('/') + 1),
      exists: data !== undefined,
      data: () => data,
      get: (field: string) => data?.[field],
    };
  };
  type Snapshot = ReturnType<typeof snapshot>;
  const query = (docs: Snapshot[]) => ({
    where: (field: unknown, op: string, value: unknown) => {
      if (!(field instanceof FieldPath && field.isEqual(FieldPath.documentId()) && op === '=='))
        throw new Error(`The recording Firestore answers no where(${String(field)} ${op})`);
      return query(docs.filter((doc) => doc.id === value));
    },
    select: () => query(docs),
    get: async () => ({ docs, size: docs.length, empty: docs.length === 0 }),
  });
  const db = {
    collection: (collection: string) => ({
      doc: (id: string) => ({ id, path: `${collection}/${id}`, get: async () => snapshot(`${collection}/${id}`) }),
      ...query([...stored.keys()].filter((path) => path.startsWith(`${collection}/`)).map(snapshot)),
    }),
    batch: () => {
      const pending: RecordedSet[] = [];
      return {
        set: (ref: { path: string }, data: unknown) => void pending.push({ path: ref.path, data }),
        commit: async () => void sets.push(...pending),
      };
    },
  };
  return db as unknown as Firestore;
}

/** A session check that knows MEMBER's session: what firebase-admin would find in it. */
const memberAuth = {
  verifySessionCookie: async (cookie: string) => {
    if (cookie !== MEMBER.session) throw new Error('auth/session-cookie-revoked');
    return { uid: MEMBER.uid, email: MEMBER.email, name: 'Ruth Smith' };
  },
} as unknown as Auth;

export interface BeaconApi {
  /** Sends a beacon's body as the page does (text/plain), with the member's headers unless told others. */
  send(body: unknown, headers?: Readonly<Record<string, string>>): Promise<Response>;
  /** Every document set so far, in the order the batches were committed. */
  readonly written: readonly RecordedSet[];
  close(): Promise<void>;
}

/** The API over a Firestore holding `stored` (documents by `collection/id`). */
export async function startBeaconApi(stored: Record<string, Record<string, unknown>> = {}): Promise<BeaconApi> {
  const written: RecordedSet[] = [];
  const db = recordingFirestore(new Map(Object.entries(stored)), written);
  const app = createApp({
    config: { ...config, siteUrl: SITE, pageViews: { ...config.pageViews, flushAfterMs: 0 } },
    db: () => db,
    auth: () => memberAuth,
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    send: (body, headers = MEMBER_BEACON_HEADERS) =>
      fetch(`http://127.0.0.1:${port}${PAGE_VIEWS_PATH}`, { method: 'POST', headers, body: JSON.stringify(body) }),
    written,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
