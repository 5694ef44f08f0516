import { describe, expect, it } from 'vitest';
import { POSITION_MAX } from './constants';
import { byPosition, highestRatedFirst, nextPosition, numbered } from './position';

interface Item {
  name: string;
  rating: number;
  position?: number;
}

const byRating = highestRatedFirst<Item>((item) => item.name);
const names = (items: Item[]) => items.map((item) => item.name);

describe('byPosition', () => {
  it('puts lower positions first, whatever the rating', () => {
    const items: Item[] = [
      { name: 'a', rating: 5, position: 3 },
      { name: 'b', rating: 1, position: 0 },
      { name: 'c', rating: 3, position: 1 },
    ];
    expect(names(items.sort(byPosition(byRating)))).toEqual(['b', 'c', 'a']);
  });

  it('lists items without a position after the others, in the previous order', () => {
    const items: Item[] = [
      { name: 'old-low', rating: 3 },
      { name: 'placed', rating: 1, position: 7 },
      { name: 'old-high', rating: 5 },
      { name: 'old-tie-b', rating: 4 },
      { name: 'old-tie-a', rating: 4 },
    ];
    expect(names(items.sort(byPosition(byRating)))).toEqual([
      'placed',
      'old-high',
      'old-tie-a',
      'old-tie-b',
      'old-low',
    ]);
  });

  it('settles equal positions by the previous order', () => {
    const items: Item[] = [
      { name: 'low', rating: 2, position: 1 },
      { name: 'high', rating: 4, position: 1 },
    ];
    expect(names(items.sort(byPosition(byRating)))).toEqual(['high', 'low']);
  });
});

describe('nextPosition', () => {
  it('is one step in for an empty list or one without positions', () => {
    expect(nextPosition([])).toBe(10);
    expect(nextPosition([{}, {}])).toBe(10);
  });
  it('is one step after the highest position', () => {
    expect(nextPosition([{ position: 40 }, {}, { position: 95 }, { position: 2 }])).toBe(105);
  });
  it('never passes the highest position allowed', () => {
    expect(nextPosition([{ position: POSITION_MAX - 3 }])).toBe(POSITION_MAX);
  });
});

describe('numbered', () => {
  it('numbers a list in its order, one step apart', () => {
    expect(numbered([{ name: 'a' }, { name: 'b' }])).toEqual([
      { name: 'a', position: 10 },
      { name: 'b', position: 20 },
    ]);
  });
});
