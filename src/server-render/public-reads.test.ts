// @vitest-environment node
// Adding a public read takes its entry in the table alone (the shared half and the server half,
// here in the test): the API then answers its route, the PWA has its query options, and the server
// render reads it into the page's cache, with no other file touched. The made-up read answers
// without Firestore. Beside the render rather than in tests/unit: the PWA's half needs the
// browser's types, which the functions' type check leaves out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dehydrate } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PUBLIC_READS, publicRead } from '@/domain/public-reads';
import { publicReadQuery } from '@/lib/api-queries';
import { createQueryClient } from '@/lib/query-client';
import { prefetchPageQueries } from '@/server-render/prefetch-page';
import type { RouteQuery } from '@/lib/page-reads';
import { createApp } from '../../functions/src/app';
import { config } from '../../functions/src/config';
import {
  PUBLIC_READ_SERVERS,
  publicReads,
  servedReads,
  type PublicReadServers,
} from '../../functions/src/services/public-reads';
import { createReadCache } from '../../functions/src/services/read-cache';

interface Echo {
  word: string;
  loud: boolean;
}

// The shared half: path, parameters, answer and cache rule.
const ECHO = publicRead<Echo, { word: string; loud?: string }>('/api/echo/:word', {
  cacheControl: 'public, max-age=5',
});
const READS = { ...PUBLIC_READS, echo: ECHO };

// The server half: its parameters' rules and its read (no Firestore), typed by the shared half.
let echoReads = 0;
const SERVERS: PublicReadServers<typeof READS> = {
  ...PUBLIC_READ_SERVERS,
  echo: {
    params: {
      schema: z.object({ word: z.string().max(20), loud: z.enum(['yes', 'no']).optional() }),
      invalid: 'Invalid echo',
    },
    read: ({ word, loud }, { cached }) =>
      cached(`echo:${word}:${loud}`, async () => {
        echoReads += 1;
        return { word: loud === 'yes' ? word.toUpperCase() : word, loud: loud === 'yes' };
      }),
    inPage: (echo) => ({ ...echo, word: `${echo.word}!` }),
  },
};
const SERVED = servedReads(READS, SERVERS);

const noFirestore = () => {
  throw new Error('the made-up read never touches Firestore');
};

let server: Server;
let base = '';

beforeAll(async () => {
  const app = createApp(
    {
      config: { ...config, publicReadCacheMs: 60_000 },
      db: noFirestore,
      auth: noFirestore,
    },
    { publicReads: SERVED },
  );
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.unstubAllGlobals());

describe('a public read added with its table entry alone', () => {
  it('needs its server half: a table without it does not compile', () => {
    // @ts-expect-error: `echo` has no Firestore read.
    const withoutEcho: PublicReadServers<typeof READS> = PUBLIC_READ_SERVERS;
    expect(Object.keys(withoutEcho)).not.toContain('echo');
  });

  it('is an API route: its path (with and without /api), its parameters checked, its Cache-Control', async () => {
    const response = await fetch(`${base}/api/echo/${encodeURIComponent('grace & peace')}?loud=yes`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect(await response.json()).toEqual({ word: 'GRACE & PEACE', loud: true });

    // The function's own URL, where Hosting's /api prefix is absent.
    expect(await (await fetch(`${base}/echo/hope`)).json()).toEqual({ word: 'hope', loud: false });

    // Through the instance's read cache, like every public read.
    echoReads = 0;
    await fetch(`${base}/api/echo/hope`);
    expect(echoReads).toBe(0);

    const refused = await fetch(`${base}/api/echo/hope?loud=maybe`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const body = (await refused.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(body.error.message).toBe('Invalid echo');
    expect(body.error.fields).toHaveProperty('loud');

    expect((await fetch(`${base}/api/echo/hope`, { method: 'POST' })).status).toBe(404);
  });

  it('has query options: the key is its API path and query, the fetcher GETs the API', async () => {
    const options = publicReadQuery(ECHO, { word: 'grace & peace', loud: 'yes' });
    expect(options.queryKey).toEqual([`/api/echo/${encodeURIComponent('grace & peace')}`, { loud: 'yes' }]);
    expect(publicReadQuery(ECHO, { word: 'hope' }).queryKey).toEqual(['/api/echo/hope']);

    // The browser's fetch, relative to the site, sent to the app above.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(`${base}${url}`, init));
    const answer: Echo = await createQueryClient().fetchQuery(options);
    expect(answer).toEqual({ word: 'GRACE & PEACE', loud: true });
  });

  it("is read by the server render's prefetch, answered on the server as a page carries it", async () => {
    const reads = publicReads(noFirestore, createReadCache({ ttlMs: 0 }), SERVED);
    const queryClient = createQueryClient();
    const options = publicReadQuery(ECHO, { word: 'hope', loud: 'no' });
    await prefetchPageQueries(queryClient, [options] as RouteQuery[], (call) => reads.inPage(call));

    expect(queryClient.getQueryData(options.queryKey)).toEqual({ word: 'hope!', loud: false });
    // The page's state carries the answer under the PWA's key, and not the read's definition.
    const [query] = dehydrate(queryClient).queries;
    expect(query?.queryKey).toEqual(['/api/echo/hope', { loud: 'no' }]);
    expect(query).not.toHaveProperty('meta');
  });
});
