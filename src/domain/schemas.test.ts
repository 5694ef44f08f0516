import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import {
  adminPostListQuerySchema,
  appReviewInputSchema,
  blogPostInputSchema,
  contactSchema,
  fieldErrors,
  isStoredUrl,
  MESSAGES,
  newsletterDraftSchema,
  newsletterSchema,
  newsletterSendSchema,
  resourceInputSchema,
  storedUrlKind,
} from './schemas';

const errorsOf = (result: { success: boolean; error?: ZodError }) =>
  result.success || !result.error ? {} : fieldErrors(result.error);

describe('newsletterSchema', () => {
  it("uses the spec's messages", () => {
    const result = newsletterSchema.safeParse({ firstName: 'A', email: 'not-an-email' });
    expect(errorsOf(result)).toEqual({
      firstName: 'First name must be at least 2 characters',
      email: 'Please enter a valid email address',
    });
  });
  it('trims and accepts a valid signup', () => {
    expect(newsletterSchema.parse({ firstName: ' Ruth ', email: ' ruth@example.com ' })).toEqual({
      firstName: 'Ruth',
      email: 'ruth@example.com',
    });
  });
  it('takes first names in any script, with spaces, apostrophes, hyphens and periods', () => {
    for (const firstName of ['Mary-Jane', 'O’Brien', "D'Arcy", 'J. R.', 'Zoë', 'Мария', '李娜', 'नेहा', 'José María']) {
      expect(newsletterSchema.safeParse({ firstName, email: 'a@example.com' }).success, firstName).toBe(true);
    }
  });
  it('refuses first names with markup, links, digits or symbols', () => {
    for (const firstName of [
      '<b>Ruth</b>',
      'https://spam.example',
      'Ruth2',
      'Ruth_',
      'Ruth!',
      'R@chel',
      "'-.",
      'Ruth\u0000',
    ]) {
      expect(errorsOf(newsletterSchema.safeParse({ firstName, email: 'a@example.com' })), firstName).toEqual({
        firstName: 'First name may only contain letters, spaces, apostrophes, hyphens and periods',
      });
    }
  });
  it('rejects unknown fields', () => {
    expect(newsletterSchema.safeParse({ firstName: 'Ruth', email: 'ruth@example.com', admin: true }).success).toBe(
      false,
    );
  });
});

describe('contactSchema', () => {
  it('requires every field', () => {
    const result = contactSchema.safeParse({ name: ' ', email: '', subject: '', message: '' });
    expect(Object.keys(errorsOf(result)).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
  it('caps the message length', () => {
    const result = contactSchema.safeParse({
      name: 'Ruth',
      email: 'ruth@example.com',
      subject: 'Hi',
      message: 'x'.repeat(5001),
    });
    expect(errorsOf(result).message).toBe('Must be at most 5000 characters');
  });
});

describe('blogPostInputSchema', () => {
  const valid = {
    title: 'Waiting Well',
    slug: 'waiting-well',
    excerpt: 'Contentment in singleness.',
    content: 'Body',
    category: 'Single Life',
    imageUrl: '',
    publishedAt: '2026-11-22T09:00:00.000Z',
    readTime: 5,
    status: 'published',
  };
  it('accepts a valid post and defaults the status to draft', () => {
    expect(blogPostInputSchema.parse(valid).status).toBe('published');
    const { status: _status, ...withoutStatus } = valid;
    expect(blogPostInputSchema.parse(withoutStatus).status).toBe('draft');
  });
  it("uses the spec's required messages", () => {
    const result = blogPostInputSchema.safeParse({
      ...valid,
      title: '',
      slug: '',
      excerpt: '',
      content: '',
      category: '',
      publishedAt: '',
    });
    expect(errorsOf(result)).toMatchObject({
      title: 'Title is required',
      slug: 'Slug is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      category: 'Category is required',
      publishedAt: 'Publish date is required',
    });
  });
  it('keeps read time within 1 to 60 whole minutes', () => {
    for (const readTime of [0, 61, 2.5]) {
      expect(blogPostInputSchema.safeParse({ ...valid, readTime }).success, String(readTime)).toBe(false);
    }
  });
  it('accepts both the editor categories and the public chip categories', () => {
    expect(blogPostInputSchema.safeParse({ ...valid, category: 'Faith & Dating' }).success).toBe(true);
    expect(blogPostInputSchema.safeParse({ ...valid, category: 'Boundaries' }).success).toBe(true);
    expect(blogPostInputSchema.safeParse({ ...valid, category: 'Gossip' }).success).toBe(false);
  });
  it('answers publish dates outside 2000–2100 with a field error (Firestore cannot store some)', () => {
    for (const publishedAt of [
      '+275760-09-13T00:00:00.000Z',
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2101-01-01',
    ]) {
      expect(errorsOf(blogPostInputSchema.safeParse({ ...valid, publishedAt })), publishedAt).toEqual({
        publishedAt: 'Publish date must be between the years 2000 and 2100',
      });
    }
    expect(errorsOf(blogPostInputSchema.safeParse({ ...valid, publishedAt: 'soon' }))).toEqual({
      publishedAt: 'Publish date is required',
    });
    expect(blogPostInputSchema.safeParse({ ...valid, publishedAt: '2000-01-01T00:00:00Z' }).success).toBe(true);
  });
  it('stores only https or site-relative image URLs', () => {
    for (const imageUrl of ['http://example.com/a.jpg', '//evil.example/a.jpg', '/\\evil.example/a.jpg']) {
      expect(errorsOf(blogPostInputSchema.safeParse({ ...valid, imageUrl })), imageUrl).toEqual({
        imageUrl: 'Use an https:// address or a path on this site (starting with /)',
      });
    }
    for (const imageUrl of ['data:image/png;base64,AAAA', 'ftp://example.com/a.jpg', 'javascript:alert(1)']) {
      expect(errorsOf(blogPostInputSchema.safeParse({ ...valid, imageUrl })), imageUrl).toEqual({
        imageUrl: 'Please enter a valid URL',
      });
    }
    expect(blogPostInputSchema.safeParse({ ...valid, imageUrl: 'https://cdn.example.com/a.jpg' }).success).toBe(true);
  });
  it('rejects slugs with uppercase or spaces and non-http image URLs', () => {
    expect(blogPostInputSchema.safeParse({ ...valid, slug: 'Waiting Well' }).success).toBe(false);
    expect(blogPostInputSchema.safeParse({ ...valid, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(blogPostInputSchema.safeParse({ ...valid, imageUrl: '/images/seed/cover.svg' }).success).toBe(true);
  });
});

describe('the newsletter composer', () => {
  it('takes a subject and a body, trimmed, and a send only with an id of its own', () => {
    expect(newsletterDraftSchema.parse({ subject: ' News ', body: ' Hi {{firstName}} ' })).toEqual({
      subject: 'News',
      body: 'Hi {{firstName}}',
    });
    const send = { subject: 'News', body: 'Hi', issueId: 'issue-0123456789abcdef' };
    expect(newsletterSendSchema.parse(send)).toEqual(send);
    for (const issueId of ['short', 'has/slash-0123456789', 'x'.repeat(65), '__reserved-0123456789__']) {
      expect(errorsOf(newsletterSendSchema.safeParse({ ...send, issueId })), issueId).toEqual({
        issueId: 'This send has no valid id: reload the page and try again',
      });
    }
  });

  it('says what is missing, and refuses any other field (an address to send to, say)', () => {
    expect(errorsOf(newsletterDraftSchema.safeParse({ subject: ' ', body: '' }))).toEqual({
      subject: 'Subject is required',
      body: 'Write something to send',
    });
    expect(newsletterDraftSchema.safeParse({ subject: 'News', body: 'Hi', to: 'x@example.com' }).success).toBe(false);
    expect(errorsOf(newsletterDraftSchema.safeParse({ subject: 'News', body: 'x'.repeat(50_001) }))).toEqual({
      body: 'Must be at most 50000 characters',
    });
  });
});

describe('the one rule for a stored URL', () => {
  // Each would lead a reader off the site, over an open connection, or into a script.
  const refused = [
    // Browsers and `new URL` drop tabs and newlines: these are `//evil.com` to them.
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '/ /evil.com',
    '/\\evil.com',
    '//evil.com',
    '///evil.com',
    '/..//evil.com',
    'http://x',
    'https://ok.example/a b',
    'https://ok.example/a\tb',
    'https://ok.example/a\u00a0b',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/downloads/a\u0000.pdf',
    '/downloads/a\u007f.pdf',
    'https://ok.example/a\u0085b',
    'downloads/prayer-journal.pdf',
    '',
  ];

  it.each(refused)('refuses %j', (value) => {
    expect(storedUrlKind(value)).toBeUndefined();
    expect(isStoredUrl(value)).toBe(false);
  });

  it('takes an https address and a path on this site, and says which it is', () => {
    expect(storedUrlKind('https://ok.example/a?b=c#d')).toBe('https');
    expect(storedUrlKind('/downloads/prayer-journal.pdf')).toBe('site-path');
    expect(storedUrlKind('/images/seed/cover.svg?v=2')).toBe('site-path');
    expect(isStoredUrl('/downloads/prayer-journal.pdf')).toBe(true);
  });

  it('is the rule of every stored URL field, after the trim', () => {
    const review = {
      name: 'Upward Dating',
      logoUrl: '',
      rating: 4.5,
      memberCount: '3M+',
      monthlyPrice: 'Free',
      bestFor: 'Younger Christians',
      description: 'A swipe-style app.',
      affiliateUrl: 'https://www.upwardapp.com/',
      pros: [],
      cons: [],
      position: 0,
    };
    const resource = {
      title: 'The 30-Day Prayer Journal',
      type: 'book',
      rating: 5,
      description: 'A free download.',
      price: 'Free',
      affiliateUrl: ' /downloads/prayer-journal.pdf ',
      position: 0,
    };
    expect(resourceInputSchema.parse(resource).affiliateUrl).toBe('/downloads/prayer-journal.pdf');
    expect(appReviewInputSchema.parse({ ...review, affiliateUrl: ' https://ok.example/a ' }).affiliateUrl).toBe(
      'https://ok.example/a',
    );
    for (const value of refused.filter(Boolean)) {
      expect(errorsOf(resourceInputSchema.safeParse({ ...resource, affiliateUrl: value })), value).toEqual({
        affiliateUrl: MESSAGES.resourceLinkInvalid,
      });
      expect(errorsOf(resourceInputSchema.safeParse({ ...resource, imageUrl: value })), value).toHaveProperty(
        'imageUrl',
      );
      expect(errorsOf(appReviewInputSchema.safeParse({ ...review, affiliateUrl: value })), value).toEqual({
        affiliateUrl: MESSAGES.affiliateUrlHttps,
      });
      expect(errorsOf(appReviewInputSchema.safeParse({ ...review, logoUrl: value })), value).toHaveProperty('logoUrl');
    }
  });
});

describe('adminPostListQuerySchema (GET /api/admin/blog-posts)', () => {
  it('defaults to every status, no search, page 1 of 20', () => {
    expect(adminPostListQuerySchema.parse({})).toEqual({ status: 'all', page: 1, pageSize: 20 });
  });

  it('reads the query string: a status, a trimmed search, numbers from digits', () => {
    expect(adminPostListQuerySchema.parse({ status: 'draft', search: '  Faith ', page: '3', pageSize: '50' })).toEqual({
      status: 'draft',
      search: 'Faith',
      page: 3,
      pageSize: 50,
    });
  });

  it('refuses an unknown status, a page that is not a whole number from 1, and too large a page', () => {
    const errors = errorsOf(
      adminPostListQuerySchema.safeParse({ status: 'archived', page: '0', pageSize: '101', search: 'x'.repeat(101) }),
    );
    expect(errors).toEqual({
      status: 'Status must be one of: all, draft, published',
      page: 'Must be a whole number from 1 to 500',
      pageSize: 'Must be a whole number from 1 to 100',
      search: 'Must be at most 100 characters',
    });
    for (const page of ['-1', '1.5', 'two', '', '1e3']) {
      expect(errorsOf(adminPostListQuerySchema.safeParse({ page })), page).toHaveProperty('page');
    }
  });

  it('refuses a repeated key (Express reads ?page=1&page=2 as an array)', () => {
    expect(errorsOf(adminPostListQuerySchema.safeParse({ page: ['1', '2'] }))).toHaveProperty('page');
  });
});
