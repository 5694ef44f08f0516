import { describe, expect, it } from 'vitest';
import { formatDate, formatReadTime } from './format';

describe('formatDate', () => {
  it('prints what Intl prints for en-US long dates in UTC, on every day of a leap year', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day, 23, 59));
      expect(formatDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it("takes the day in UTC, whatever the reader's zone", () => {
    expect(formatDate('2026-11-01T00:30:00-05:00')).toBe('November 1, 2026');
    expect(formatDate('2026-12-31T23:59:59.999Z')).toBe('December 31, 2026');
  });

  it('leaves a string that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatReadTime', () => {
  it('says minutes', () => expect(formatReadTime(4)).toBe('4 min read'));
});
