import { describe, expect, it } from 'vitest';
import { resourceAction } from './resource';

describe('resourceAction', () => {
  it("offers 'Get Now', 'Download' for a free resource, and 'Coming Soon' without a link", () => {
    expect(resourceAction({ price: '$10', affiliateUrl: 'https://x.example' }).label).toBe('Get Now');
    expect(resourceAction({ price: 'Free', affiliateUrl: '/downloads/journal.pdf' }).label).toBe('Download');
    expect(resourceAction({ price: 'Free' }).label).toBe('Coming Soon');
    expect(resourceAction({ price: '$10', affiliateUrl: '  ' }).label).toBe('Coming Soon');
  });
});
