// Invariants of the sample content in scripts/seed-data and the built-in FAQ items.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORIES,
  BLOG_FILTER_CATEGORIES,
  BLOG_PAGE_SIZE,
  FAQ_CATEGORIES,
  FREE_PRICE,
  LIMITS,
  RESOURCE_TYPES,
} from '@/domain/constants';
import { COLLECTIONS } from '@/domain/collections';
import { appReviewInputSchema, isStoredUrl, resourceInputSchema, testimonialInputSchema } from '@/domain/schemas';
import { FAQ_ITEMS } from '@/domain/faq-items';
import { seedAppReviews } from '../../scripts/seed-data/app-reviews';
import { seedPosts } from '../../scripts/seed-data/posts';
import { seedResources } from '../../scripts/seed-data/resources';
import { seedTestimonials } from '../../scripts/seed-data/testimonials';
import { sampleContent } from '../../scripts/seed-data/sample-content';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// A string, not a URL object: under jsdom the global URL is not the one node:url expects.
const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../public');

const wordCount = (text: string): number => text.trim().split(/\s+/).length;
const unique = (values: string[]): boolean => new Set(values).size === values.length;

/** Every site-local path ('/images/...') the seed data points at. */
const localImagePaths = (): string[] =>
  [
    ...seedPosts.map((post) => post.imageUrl),
    ...seedAppReviews.map((review) => review.logoUrl),
    ...seedResources.map((resource) => resource.imageUrl),
    ...seedTestimonials.map((testimonial) => testimonial.imageUrl),
  ].filter((url): url is string => typeof url === 'string' && url.startsWith('/'));

describe('seed posts', () => {
  const published = seedPosts.filter((post) => post.status === 'published');
  const drafts = seedPosts.filter((post) => post.status === 'draft');

  it('has at least 27 posts: 25+ published and exactly 2 drafts', () => {
    expect(seedPosts.length).toBeGreaterThanOrEqual(27);
    expect(published.length).toBeGreaterThanOrEqual(25);
    expect(drafts).toHaveLength(2);
  });

  it('publishes more than one page of the blog list, so its paging shows', () => {
    expect(published.length).toBeGreaterThan(BLOG_PAGE_SIZE);
  });

  it('covers every public chip category with a published post', () => {
    for (const category of BLOG_FILTER_CATEGORIES) {
      expect(
        published.some((post) => post.category === category),
        category,
      ).toBe(true);
    }
  });

  it('uses only known categories', () => {
    for (const post of seedPosts) expect(BLOG_CATEGORIES).toContain(post.category);
  });

  it('has unique, well-formed slugs and unique titles', () => {
    for (const post of seedPosts) expect(post.slug).toMatch(SLUG);
    expect(unique(seedPosts.map((post) => post.slug))).toBe(true);
    expect(unique(seedPosts.map((post) => post.title))).toBe(true);
  });

  it('has titles that searches can find by topic', () => {
    expect(seedPosts.some((post) => post.title.includes('Boundaries'))).toBe(true);
    expect(seedPosts.some((post) => post.title.includes('Prayer'))).toBe(true);
  });

  it('gives published posts distinct publish offsets: 9+ within 60 days, the rest up to two years back', () => {
    const offsets = published.map((post) => post.daysAgo);
    expect(unique(offsets.map(String))).toBe(true);
    for (const daysAgo of offsets) {
      expect(daysAgo).toBeGreaterThanOrEqual(1);
      expect(daysAgo).toBeLessThanOrEqual(730);
    }
    expect(offsets.filter((daysAgo) => daysAgo <= 60).length).toBeGreaterThanOrEqual(9);
    expect(offsets.some((daysAgo) => daysAgo > 365)).toBe(true);
  });

  it('has multi-paragraph content of 350-1100 words with varied read times', () => {
    for (const post of seedPosts) {
      expect(post.content.split('\n\n').length, post.slug).toBeGreaterThan(2);
      expect(wordCount(post.content), post.slug).toBeGreaterThanOrEqual(350);
      expect(wordCount(post.content), post.slug).toBeLessThanOrEqual(1100);
      expect(post.excerpt.length, post.slug).toBeGreaterThan(0);
      expect(post.excerpt.length, post.slug).toBeLessThanOrEqual(LIMITS.excerptMax);
      expect(post).not.toHaveProperty('readTime');
    }
    const readTimes = new Set(seedPosts.map((post) => Math.ceil(wordCount(post.content) / 200)));
    expect(readTimes.size).toBeGreaterThanOrEqual(3);
  });

  it('gives most published posts an image and leaves at least one without', () => {
    const withImage = published.filter((post) => post.imageUrl);
    expect(withImage.length).toBeGreaterThan(published.length / 2);
    expect(published.some((post) => !post.imageUrl)).toBe(true);
  });
});

describe('seed app reviews', () => {
  it('has at least 5 apps including the three named in the footer', () => {
    expect(seedAppReviews.length).toBeGreaterThanOrEqual(5);
    const names = seedAppReviews.map((review) => review.name);
    for (const name of ['Christian Mingle', 'Upward Dating', 'eHarmony']) expect(names).toContain(name);
  });

  it('has unique, well-formed ids and ratings within 0-5 in halves', () => {
    for (const review of seedAppReviews) {
      expect(review.id).toMatch(SLUG);
      expect(review.rating).toBeGreaterThanOrEqual(0);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(review.rating * 2), review.id).toBe(true);
    }
    expect(unique(seedAppReviews.map((review) => review.id))).toBe(true);
  });

  it('writes every monthly price as a range with " - "', () => {
    for (const review of seedAppReviews) expect(review.monthlyPrice, review.id).toContain(' - ');
  });

  it('has 3-5 pros, 2-4 cons and an https affiliate link with the ref parameter', () => {
    for (const review of seedAppReviews) {
      expect(review.pros.length, review.id).toBeGreaterThanOrEqual(3);
      expect(review.pros.length, review.id).toBeLessThanOrEqual(5);
      expect(review.cons.length, review.id).toBeGreaterThanOrEqual(2);
      expect(review.cons.length, review.id).toBeLessThanOrEqual(4);
      const url = new URL(review.affiliateUrl);
      expect(url.protocol).toBe('https:');
      expect(url.searchParams.get('ref')).toBe('faithfulmatches');
    }
  });
});

describe('seed resources', () => {
  it('has at least 9 resources with at least 3 of each type', () => {
    expect(seedResources.length).toBeGreaterThanOrEqual(9);
    for (const type of RESOURCE_TYPES) {
      expect(seedResources.filter((resource) => resource.type === type).length, type).toBeGreaterThanOrEqual(3);
    }
  });

  it('has unique, well-formed ids and ratings within 0-5', () => {
    for (const resource of seedResources) {
      expect(resource.id).toMatch(SLUG);
      expect(resource.rating).toBeGreaterThanOrEqual(0);
      expect(resource.rating).toBeLessThanOrEqual(5);
    }
    expect(unique(seedResources.map((resource) => resource.id))).toBe(true);
  });

  it('includes a Free resource with a link and one without a link (Coming Soon)', () => {
    expect(seedResources.some((resource) => resource.price === FREE_PRICE && resource.affiliateUrl)).toBe(true);
    expect(seedResources.some((resource) => !resource.affiliateUrl)).toBe(true);
  });
});

describe('seed testimonials', () => {
  it('has at least 6 testimonials with ratings 1-5', () => {
    expect(seedTestimonials.length).toBeGreaterThanOrEqual(6);
    for (const testimonial of seedTestimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
    expect(unique(seedTestimonials.map((testimonial) => testimonial.id))).toBe(true);
  });

  it('leaves at least 2 without an image (initial shown instead)', () => {
    expect(seedTestimonials.filter((testimonial) => !testimonial.imageUrl).length).toBeGreaterThanOrEqual(2);
  });
});

describe('seed URLs', () => {
  /** Every URL field the seed stores, named by where it lives. */
  const storedUrls = (): Array<[string, string | undefined]> => [
    ...seedPosts.map((post) => [`posts/${post.slug}.imageUrl`, post.imageUrl] as [string, string | undefined]),
    ...seedAppReviews.flatMap((review): Array<[string, string | undefined]> => [
      [`appReviews/${review.name}.logoUrl`, review.logoUrl],
      [`appReviews/${review.name}.affiliateUrl`, review.affiliateUrl],
    ]),
    ...seedResources.flatMap((resource): Array<[string, string | undefined]> => [
      [`resources/${resource.title}.imageUrl`, resource.imageUrl],
      [`resources/${resource.title}.affiliateUrl`, resource.affiliateUrl],
    ]),
    ...seedTestimonials.map(
      (testimonial) =>
        [`testimonials/${testimonial.name}.imageUrl`, testimonial.imageUrl] as [string, string | undefined],
    ),
  ];

  it('stores every imageUrl, affiliateUrl and logoUrl as https or a path on this site', () => {
    const urls = storedUrls().filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    expect(urls.length).toBeGreaterThan(20);
    for (const [where, url] of urls) expect(isStoredUrl(url), `${where}: ${url}`).toBe(true);
  });
});

describe('seed images', () => {
  it('references only local images that exist under public/', () => {
    const paths = localImagePaths();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(existsSync(join(PUBLIC_DIR, path)), path).toBe(true);
  });

  it('references no external images', () => {
    const urls = [
      ...seedPosts.map((post) => post.imageUrl),
      ...seedAppReviews.map((review) => review.logoUrl),
      ...seedResources.map((resource) => resource.imageUrl),
      ...seedTestimonials.map((testimonial) => testimonial.imageUrl),
    ].filter((url): url is string => typeof url === 'string');
    for (const url of urls) expect(url.startsWith('/'), url).toBe(true);
  });
});

describe('FAQ items', () => {
  it('has exactly 10 items with ids faq-1..faq-10', () => {
    expect(FAQ_ITEMS.map((item) => item.id)).toEqual(Array.from({ length: 10 }, (_, i) => `faq-${i + 1}`));
  });

  it('spreads over at least 6 of the spec categories', () => {
    for (const item of FAQ_ITEMS) expect(FAQ_CATEGORIES).toContain(item.category);
    expect(new Set(FAQ_ITEMS.map((item) => item.category)).size).toBeGreaterThanOrEqual(6);
  });

  it('has a question and a non-trivial answer for each item', () => {
    for (const item of FAQ_ITEMS) {
      expect(item.question.endsWith('?'), item.id).toBe(true);
      expect(wordCount(item.answer), item.id).toBeGreaterThanOrEqual(25);
    }
  });
});

describe('sample catalog', () => {
  // The owner can open any sample item in the admin area and save it unchanged: it already passes
  // the rules a save is checked by (ratings in halves, https affiliate links, lists of points).
  const { collections } = sampleContent();
  it.each([
    [COLLECTIONS.appReviews, appReviewInputSchema],
    [COLLECTIONS.resources, resourceInputSchema],
    [COLLECTIONS.testimonials, testimonialInputSchema],
  ] as const)('every item of %s passes the owner’s input schema', (collection, schema) => {
    const documents = collections[collection] ?? [];
    expect(documents.length).toBeGreaterThan(0);
    for (const { id, data } of documents) {
      const fields = Object.fromEntries(Object.entries(data).filter(([key]) => key in schema.shape));
      const result = schema.safeParse(fields);
      expect(result.success, `${collection}/${id}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });
});
