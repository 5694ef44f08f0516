import { describe, expect, it } from 'vitest';
import type { ContactStatus } from '@/domain/types';
import { newlyArrived } from './arrivals';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString();
const item = (id: string, minute: number, status: ContactStatus = 'unread') => ({
  id,
  submittedAt: at(minute),
  status,
});
const ids = (items: ReadonlyArray<{ id: string }>) => items.map(({ id }) => id);

describe('newlyArrived', () => {
  it('announces nothing from the first answer', () => {
    expect(newlyArrived(null, [item('a', 1)])).toEqual([]);
  });

  it('announces unread messages that were not there before, newer than the ones held', () => {
    const before = [item('b', 2), item('a', 1)];
    expect(ids(newlyArrived(before, [item('d', 4), item('c', 3, 'read'), ...before]))).toEqual(['d']);
  });

  it('announces a new message when the window is full and the oldest drops out of it', () => {
    expect(ids(newlyArrived([item('b', 2), item('a', 1)], [item('c', 3), item('b', 2)]))).toEqual(['c']);
  });

  it('does not announce older unread messages brought into view by a raised limit', () => {
    const before = [item('c', 3), item('b', 2)];
    expect(newlyArrived(before, [...before, item('a', 1), item('z', 0)])).toEqual([]);
  });

  it('announces any unread message into an inbox that was empty', () => {
    expect(ids(newlyArrived([], [item('a', 1), item('b', 0, 'replied')]))).toEqual(['a']);
  });
});
