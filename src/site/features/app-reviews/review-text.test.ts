import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice, recommendationFor } from './review-text';

describe('recommendationFor', () => {
  it('recommends strongly only at 4.5 and above, naming who the app suits', () => {
    expect(
      recommendationFor({ name: 'Upward Dating', rating: 4.7, bestFor: 'Younger Christians who want a modern app' }),
    ).toBe(
      'Highly recommended for younger Christians who want a modern app: Upward Dating scores 4.7/5 in our review.',
    );
    expect(recommendationFor({ name: 'eHarmony', rating: 4.3, bestFor: 'Compatibility-focused singles.' })).toBe(
      'Recommended for compatibility-focused singles: eHarmony scores 4.3/5 in our review.',
    );
  });

  it('is more guarded for middling and low ratings', () => {
    expect(recommendationFor({ name: 'X', rating: 3.2, bestFor: 'Budget daters' })).toMatch(
      /^Worth a look for budget daters/,
    );
    expect(recommendationFor({ name: 'Y', rating: 2, bestFor: 'Night owls' })).toMatch(/^Only for night owls/);
  });

  it('keeps names and acronyms as written', () => {
    expect(recommendationFor({ name: 'Z', rating: 4.8, bestFor: 'LDS singles' })).toContain('for LDS singles');
    expect(recommendationFor({ name: 'Z', rating: 4.8, bestFor: 'eHarmony fans' })).toContain('for eHarmony fans');
  });

  it('falls back to the score when no audience is given', () => {
    expect(recommendationFor({ name: 'Z', rating: 4, bestFor: '  ' })).toBe('Z scores 4.0/5 in our review.');
  });
});

describe('formatMonthlyPrice', () => {
  it("writes ranges with ' - '", () => {
    expect(formatMonthlyPrice('$24.99 - $49.99')).toBe('$24.99 - $49.99');
    expect(formatMonthlyPrice('$24.99-$49.99')).toBe('$24.99 - $49.99');
    expect(formatMonthlyPrice('Free -  $29.99')).toBe('Free - $29.99');
    expect(formatMonthlyPrice('Free')).toBe('Free');
  });
});
