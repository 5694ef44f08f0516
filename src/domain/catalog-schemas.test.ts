// The owner's app reviews, resources and testimonials: the rules the admin forms and the API share.
import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { appReviewInputSchema, fieldErrors, MESSAGES, resourceInputSchema, testimonialInputSchema } from './schemas';

const errorsOf = (result: { success: boolean; error?: ZodError }) =>
  result.success || !result.error ? {} : fieldErrors(result.error);

const review = {
  name: 'Upward Dating',
  logoUrl: '',
  rating: 4.5,
  memberCount: '3M+',
  monthlyPrice: 'Free - $29.99',
  bestFor: 'Younger Christians',
  description: 'A swipe-style app built around faith.',
  affiliateUrl: 'https://www.upwardapp.com/?ref=faithfulmatches',
  pros: ['Faith-focused profiles', 'Useful free tier'],
  cons: ['Smaller in rural areas'],
  position: 3,
};

const resource = {
  title: 'Boundaries in Dating',
  type: 'book',
  author: 'Henry Cloud',
  rating: 5,
  description: 'A classic on healthy boundaries.',
  price: '$14.99',
  affiliateUrl: '',
  imageUrl: '/images/resources/boundaries.svg',
  position: 0,
};

const testimonial = {
  name: 'Sarah M.',
  location: 'Austin, Texas',
  content: 'The article on boundaries helped us talk honestly.',
  rating: 5,
  imageUrl: 'https://firebasestorage.googleapis.com/v0/b/demo/o/a.png?alt=media',
  position: 1,
};

describe('appReviewInputSchema', () => {
  it('accepts a full review and trims its text, pros and cons included', () => {
    const parsed = appReviewInputSchema.parse({ ...review, name: '  Upward Dating ', pros: [' Free tier  '] });
    expect(parsed.name).toBe('Upward Dating');
    expect(parsed.pros).toEqual(['Free tier']);
  });

  it('says what is missing on an empty form', () => {
    expect(errorsOf(appReviewInputSchema.safeParse({}))).toEqual({
      name: MESSAGES.nameRequired,
      rating: MESSAGES.ratingHalves,
      memberCount: MESSAGES.required,
      monthlyPrice: MESSAGES.required,
      bestFor: MESSAGES.required,
      description: MESSAGES.descriptionRequired,
      affiliateUrl: MESSAGES.affiliateUrlHttps,
      pros: MESSAGES.required,
      cons: MESSAGES.required,
      position: MESSAGES.positionRange,
    });
  });

  it('rates from 0 to 5 in halves', () => {
    for (const rating of [0, 0.5, 2, 4.5, 5]) {
      expect(appReviewInputSchema.safeParse({ ...review, rating }).success, String(rating)).toBe(true);
    }
    for (const rating of [-0.5, 4.7, 5.5, Number.NaN]) {
      expect(errorsOf(appReviewInputSchema.safeParse({ ...review, rating })), String(rating)).toEqual({
        rating: MESSAGES.ratingHalves,
      });
    }
  });

  it('takes only https affiliate links', () => {
    for (const affiliateUrl of ['http://upward.example', '/go/upward', 'javascript:alert(1)', '']) {
      expect(errorsOf(appReviewInputSchema.safeParse({ ...review, affiliateUrl })), affiliateUrl).toEqual({
        affiliateUrl: MESSAGES.affiliateUrlHttps,
      });
    }
  });

  it('takes a logo uploaded or by https address, never http or a script', () => {
    expect(appReviewInputSchema.safeParse({ ...review, logoUrl: '/images/apps/upward.svg' }).success).toBe(true);
    expect(errorsOf(appReviewInputSchema.safeParse({ ...review, logoUrl: 'http://x.example/a.png' }))).toEqual({
      logoUrl: MESSAGES.urlNotHttps,
    });
    expect(errorsOf(appReviewInputSchema.safeParse({ ...review, logoUrl: 'javascript:alert(1)' }))).toEqual({
      logoUrl: MESSAGES.urlInvalid,
    });
  });

  it('names the blank point in a list, and refuses JSON text in place of a list', () => {
    expect(errorsOf(appReviewInputSchema.safeParse({ ...review, cons: ['Pricey', '  '] }))).toEqual({
      'cons.1': MESSAGES.listItemRequired,
    });
    expect(errorsOf(appReviewInputSchema.safeParse({ ...review, pros: '["Free"]' }))).toEqual({
      pros: MESSAGES.required,
    });
    expect(appReviewInputSchema.safeParse({ ...review, pros: [], cons: [] }).success).toBe(true);
  });

  it('keeps pros and cons short and few', () => {
    expect(errorsOf(appReviewInputSchema.safeParse({ ...review, pros: ['x'.repeat(201)] }))).toEqual({
      'pros.0': 'Must be at most 200 characters',
    });
    expect(
      errorsOf(appReviewInputSchema.safeParse({ ...review, pros: Array.from({ length: 21 }, () => 'x') })),
    ).toEqual({ pros: 'At most 20 points' });
  });

  it('takes whole positions from 0 to 9999', () => {
    for (const position of [-1, 1.5, 10_000]) {
      expect(errorsOf(appReviewInputSchema.safeParse({ ...review, position })), String(position)).toEqual({
        position: MESSAGES.positionRange,
      });
    }
  });

  it('refuses fields it does not know', () => {
    expect(appReviewInputSchema.safeParse({ ...review, id: 'other' }).success).toBe(false);
  });
});

describe('resourceInputSchema', () => {
  it('accepts a resource without an author, link or image', () => {
    expect(resourceInputSchema.safeParse({ ...resource, author: '', affiliateUrl: '', imageUrl: '' }).success).toBe(
      true,
    );
    const { author: _author, affiliateUrl: _link, imageUrl: _image, ...bare } = resource;
    expect(resourceInputSchema.safeParse(bare).success).toBe(true);
  });

  it('knows the three types', () => {
    expect(resourceInputSchema.safeParse({ ...resource, type: 'devotional' }).success).toBe(true);
    expect(errorsOf(resourceInputSchema.safeParse({ ...resource, type: 'video' }))).toEqual({
      type: MESSAGES.resourceTypeRequired,
    });
  });

  it('rates in halves and links over https, or to a file of this site when free', () => {
    expect(errorsOf(resourceInputSchema.safeParse({ ...resource, rating: 4.8 }))).toEqual({
      rating: MESSAGES.ratingHalves,
    });
    for (const affiliateUrl of ['http://books.example', '/go/the-journal', '//books.example', 'javascript:alert(1)']) {
      expect(errorsOf(resourceInputSchema.safeParse({ ...resource, affiliateUrl })), affiliateUrl).toEqual({
        affiliateUrl: MESSAGES.resourceLinkInvalid,
      });
    }
    const download = { ...resource, affiliateUrl: '/downloads/journal.pdf' };
    expect(resourceInputSchema.safeParse({ ...download, price: 'Free' }).success).toBe(true);
    expect(errorsOf(resourceInputSchema.safeParse({ ...download, price: '$4.99' }))).toEqual({
      affiliateUrl: MESSAGES.resourceSitePathNotFree,
    });
  });

  it('requires a title, a description and a price', () => {
    expect(errorsOf(resourceInputSchema.safeParse({ ...resource, title: ' ', description: '', price: '' }))).toEqual({
      title: MESSAGES.titleRequired,
      description: MESSAGES.descriptionRequired,
      price: MESSAGES.required,
    });
  });
});

describe('testimonialInputSchema', () => {
  it('accepts a testimonial with or without a picture', () => {
    expect(testimonialInputSchema.safeParse(testimonial).success).toBe(true);
    expect(testimonialInputSchema.safeParse({ ...testimonial, imageUrl: '' }).success).toBe(true);
  });

  it('rates in whole stars from 1 to 5', () => {
    for (const rating of [0, 4.5, 6]) {
      expect(errorsOf(testimonialInputSchema.safeParse({ ...testimonial, rating })), String(rating)).toEqual({
        rating: MESSAGES.ratingWhole,
      });
    }
    expect(testimonialInputSchema.safeParse({ ...testimonial, rating: 1 }).success).toBe(true);
  });

  it('requires the name, location and words', () => {
    expect(errorsOf(testimonialInputSchema.safeParse({ ...testimonial, name: '', location: '', content: '' }))).toEqual(
      { name: MESSAGES.nameRequired, location: MESSAGES.required, content: MESSAGES.required },
    );
  });
});
