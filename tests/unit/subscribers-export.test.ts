// The streamed subscriber export, driven by a fake page source: pages read one at a time with a
// cursor, each page's kept rows written before the next is read, and nothing written before the
// first page is in hand.
import { describe, expect, it } from 'vitest';
import type { NewsletterSubscriber } from '@/domain/types';
import { writeSubscribersCsv, type SubscriberPageSource } from '../../functions/src/services/subscribers-export';

const HEADER = 'First name,Email,Status,Date\r\n';

function subscriber(index: number, extra: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber {
  return {
    firstName: `Reader${index}`,
    email: `reader${String(index).padStart(3, '0')}@example.test`,
    status: index % 2 ? 'pending' : 'confirmed',
    subscribedAt: '2026-11-01T09:00:00.000Z',
    ...extra,
  };
}

/** Pages of the stored list by address, recording each read and what had been written when it ran. */
function fakeSource(all: NewsletterSubscriber[], written: string[]) {
  const reads: Array<{ after: string | undefined; size: number; chunksBefore: number }> = [];
  const source: SubscriberPageSource = async (after, size) => {
    reads.push({ after, size, chunksBefore: written.length });
    const start = after === undefined ? 0 : all.findIndex((item) => item.email === after) + 1;
    const rows = all.slice(start, start + size);
    return { rows, last: rows.at(-1)?.email };
  };
  return { source, reads };
}

describe('writeSubscribersCsv', () => {
  it('reads page after page by cursor, writing each page before reading the next', async () => {
    const all = Array.from({ length: 7 }, (_, index) => subscriber(index));
    const chunks: string[] = [];
    const { source, reads } = fakeSource(all, chunks);
    const count = await writeSubscribersCsv((chunk) => void chunks.push(chunk), source, { status: 'all' }, 3);
    expect(count).toBe(7);
    expect(reads).toEqual([
      { after: undefined, size: 3, chunksBefore: 0 },
      { after: 'reader002@example.test', size: 3, chunksBefore: 1 },
      { after: 'reader005@example.test', size: 3, chunksBefore: 2 },
    ]);
    expect(chunks).toHaveLength(3);
    expect(chunks[0]!.startsWith(HEADER)).toBe(true);
    const lines = chunks.join('').split('\r\n');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe('Reader0,reader000@example.test,confirmed,2026-11-01T09:00:00.000Z');
    expect(lines.at(-1)).toBe('');
  });

  it('reads once more after a full last page, and finds it empty', async () => {
    const all = Array.from({ length: 4 }, (_, index) => subscriber(index));
    const chunks: string[] = [];
    const { source, reads } = fakeSource(all, chunks);
    await writeSubscribersCsv((chunk) => void chunks.push(chunk), source, { status: 'all' }, 2);
    expect(reads.map((read) => read.after)).toEqual([undefined, 'reader001@example.test', 'reader003@example.test']);
    expect(chunks.join('').split('\r\n')).toHaveLength(6);
  });

  it("keeps the page's filter and search, and writes the header alone when nothing matches", async () => {
    const all = [
      subscriber(1, { firstName: 'Esther', email: 'esther@example.test' }),
      subscriber(2, { firstName: 'Ruth', email: 'ruth@example.test' }),
      subscriber(3, { firstName: 'Estella', email: 'estella@example.test', status: 'unsubscribed' }),
    ];
    const run = async (filter: Parameters<typeof writeSubscribersCsv>[2]) => {
      const chunks: string[] = [];
      await writeSubscribersCsv((chunk) => void chunks.push(chunk), fakeSource(all, chunks).source, filter, 2);
      return chunks.join('');
    };
    expect(await run({ status: 'pending', search: 'EST' })).toBe(
      `${HEADER}Esther,esther@example.test,pending,2026-11-01T09:00:00.000Z\r\n`,
    );
    expect(await run({ status: 'all', search: 'est' })).toContain('Estella');
    expect(await run({ status: 'confirmed', search: 'nobody' })).toBe(HEADER);
  });

  it('defuses a name a spreadsheet would run as a formula', async () => {
    const chunks: string[] = [];
    const all = [subscriber(0, { firstName: '=HYPERLINK("http://evil.test")' })];
    await writeSubscribersCsv((chunk) => void chunks.push(chunk), fakeSource(all, chunks).source, { status: 'all' });
    expect(chunks.join('').split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://evil.test"")",reader000@example.test,confirmed,2026-11-01T09:00:00.000Z`,
    );
  });

  it('waits for a slow reader (the sink’s promise) before reading on, and writes nothing if the first read fails', async () => {
    const all = Array.from({ length: 4 }, (_, index) => subscriber(index));
    const chunks: string[] = [];
    const { source, reads } = fakeSource(all, chunks);
    let release: () => void = () => {};
    const sink = (chunk: string) =>
      new Promise<void>((resolve) => {
        chunks.push(chunk);
        release = resolve;
      });
    const done = writeSubscribersCsv(sink, source, { status: 'all' }, 2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toHaveLength(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toHaveLength(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await done;

    const failed: string[] = [];
    const broken: SubscriberPageSource = async () => {
      throw new Error('Firestore unavailable');
    };
    await expect(writeSubscribersCsv((chunk) => void failed.push(chunk), broken, { status: 'all' })).rejects.toThrow(
      'Firestore unavailable',
    );
    expect(failed).toEqual([]);
  });
});
