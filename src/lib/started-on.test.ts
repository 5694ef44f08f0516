import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/domain/routes';
import { startedOnReferrer } from './started-on';

const SITE = 'https://faithfulmatches.com';
const ARTICLE = ROUTES.article('first-dates-with-purpose');
const from = (referrer: string) => startedOnReferrer({ referrer }, SITE);

describe('startedOnReferrer', () => {
  it("names the site's article the reader came from, without its query", () => {
    expect(from(`${SITE}${ARTICLE}?utm_source=x`)).toBe(`${SITE}${ARTICLE}`);
  });

  it('names nothing for another page of the site, another site, or no referrer', () => {
    expect(from(`${SITE}${ROUTES.faq}`)).toBeUndefined();
    expect(from(`https://elsewhere.example${ARTICLE}`)).toBeUndefined();
    expect(from('')).toBeUndefined();
  });
});
