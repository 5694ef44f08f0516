// Reading a picture from an image URL (functions/src/services/images.ts fetchSource), against a
// server on this machine: a download that stops halfway answers 422 like one that never starts,
// and one too large still answers 413.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/schemas';
import { fetchSource } from '../../functions/src/services/images';
import { httpErrorOf } from '../support/http-error';

let server: Server | undefined;

afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  // A stalled response would keep its connection, and close() would wait for it.
  open.closeAllConnections();
  await new Promise<void>((resolve) => open.close(() => resolve()));
});

/** A server on 127.0.0.1 at a free port answering with `listener`; the address of its /photo.jpg. */
async function serving(listener: RequestListener): Promise<URL> {
  const started = createServer(listener);
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return new URL(`http://127.0.0.1:${(started.address() as AddressInfo).port}/photo.jpg`);
}

describe('fetchSource', () => {
  it('reads the whole picture', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const address = await serving((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
      res.end(bytes);
    });
    expect(await fetchSource(address)).toEqual(bytes);
  });

  it('answers 422 when the body stops halfway and the time runs out', async () => {
    const address = await serving((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 10_000 });
      res.write(Buffer.alloc(1_000, 0xff));
      // …and nothing more: the connection stays open.
    });
    const begun = performance.now();
    const error = await httpErrorOf(fetchSource(address, { timeoutMs: 300 }));
    expect(performance.now() - begun).toBeLessThan(5_000);
    expect(error.status).toBe(422);
    expect(error.message).toBe(MESSAGES.imageSourceUnreadable);
    expect(error.fields).toEqual({ url: MESSAGES.imageSourceUnreadable });
  });

  it('answers 422 when the connection is lost halfway through the body', async () => {
    const address = await serving((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 10_000 });
      res.write(Buffer.alloc(1_000, 0xff), () => res.destroy());
    });
    expect((await httpErrorOf(fetchSource(address))).status).toBe(422);
  });

  it('answers 413 for a body past IMAGE_MAX_BYTES that did not say its length', async () => {
    const address = await serving((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(256 * 1024, 0xff);
      const more = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', more);
      };
      more();
    });
    const error = await httpErrorOf(fetchSource(address));
    expect(error.status).toBe(413);
    expect(error.message).toBe(MESSAGES.imageSize);
  });
});
