// Each block is serialised as the page writes it, parsed back as a crawler would, and checked for
// the properties schema.org's consumers (Google's rich results) require.
import { describe, expect, it } from 'vitest';
import type { AppReview, BlogPost, FaqItem } from '../types';
import { appReviewsJsonLd } from './app-reviews';
import { articleJsonLd } from './article';
import { faqJsonLd } from './faq';
import { homeJsonLd } from './home';
import { serializeJsonLd } from './serialize';
import { sampleImageVariants } from '@/testing/sample-content';

const SITE = 'https://faithfulmatches.example';
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON-LD is untyped by nature

const parsed = (value: unknown): Node[] => {
  const data = JSON.parse(serializeJsonLd(value)) as Node | Node[];
  return Array.isArray(data) ? data : [data];
};
const ofType = (nodes: Node[], type: string) => {
  const node = nodes.find((candidate) => candidate['@type'] === type);
  if (!node) throw new Error(`no ${type} block`);
  expect(node['@context']).toBe('https://schema.org');
  return node;
};

const post: BlogPost = {
  id: 'p1',
  slug: 'guarding-your-heart',
  title: 'Guarding </script> Your Heart',
  excerpt: 'Why boundaries matter.',
  content: 'Body',
  category: 'Boundaries',
  publishedAt: '2026-11-01T09:30:00.000Z',
  readTime: 4,
  status: 'published',
};

describe('structured data', () => {
  it('Home: Organization and WebSite with its search action', () => {
    const nodes = parsed(homeJsonLd(SITE));
    const organization = ofType(nodes, 'Organization');
    expect(organization).toMatchObject({
      name: 'Faithful Matches',
      url: `${SITE}/`,
      logo: `${SITE}/icons/icon-512.png`,
    });
    const site = ofType(nodes, 'WebSite');
    expect(site).toMatchObject({ name: 'Faithful Matches', url: `${SITE}/` });
    expect(site.potentialAction.target.urlTemplate).toBe(`${SITE}/christian-dating-advice?search={search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('an article: BlogPosting with headline, image, dates, author and publisher; BreadcrumbList to it', () => {
    const nodes = parsed(articleJsonLd(post, SITE));
    const posting = ofType(nodes, 'BlogPosting');
    expect(posting).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      dateModified: post.publishedAt,
      author: { '@type': 'Organization', name: 'Faithful Matches' },
      url: `${SITE}/christian-dating-advice/guarding-your-heart`,
    });
    expect(posting.image).toEqual([`${SITE}/icons/icon-512.png`]);
    expect(posting.publisher.logo.url).toBe(`${SITE}/icons/icon-512.png`);
    expect(parsed(articleJsonLd({ ...post, imageUrl: '/images/seed/a.svg' }, SITE))[0]!.image).toEqual([
      `${SITE}/images/seed/a.svg`,
    ]);
    // With its variants: the file at the share width, as Open Graph's.
    expect(
      parsed(articleJsonLd({ ...post, imageUrl: '/uploads/a.jpg', image: sampleImageVariants('a-1') }, SITE))[0]!.image,
    ).toEqual([`${SITE}/img/a-1/1200.jpg`]);

    const crumbs = ofType(nodes, 'BreadcrumbList').itemListElement as Node[];
    expect(crumbs.map((crumb) => [crumb.position, crumb.name, crumb.item])).toEqual([
      [1, 'Home', `${SITE}/`],
      [2, 'Dating Advice', `${SITE}/christian-dating-advice`],
      [3, post.title, `${SITE}/christian-dating-advice/guarding-your-heart`],
    ]);
  });

  it('App Reviews: each app a reviewed item with its rating out of 5', () => {
    const review = {
      id: 'a1',
      name: 'Christian Mingle',
      logoUrl: '/images/apps/cm.svg',
      rating: 4.5,
      memberCount: '15M+',
      monthlyPrice: '$25',
      bestFor: 'Serious relationships',
      description: 'A large community.',
      affiliateUrl: 'https://example.com',
      pros: '[]',
      cons: '[]',
    } satisfies AppReview;
    const list = ofType(parsed(appReviewsJsonLd([review, { ...review, id: 'a2', name: 'Upward' }], SITE)), 'ItemList');
    expect(list.itemListElement).toHaveLength(2);
    const first = list.itemListElement[0].item as Node;
    expect(first['@type']).toBe('Review');
    expect(first.itemReviewed).toMatchObject({ '@type': 'MobileApplication', name: 'Christian Mingle' });
    expect(first.reviewRating).toEqual({ '@type': 'Rating', ratingValue: 4.5, bestRating: 5, worstRating: 0 });
    expect(first.author.name).toBe('Faithful Matches');
    expect(list.itemListElement[1].position).toBe(2);
  });

  it('FAQ: FAQPage with every question and its answer', () => {
    const items: FaqItem[] = [
      { id: '1', category: 'Single Life', question: 'How do I wait well?', answer: 'Serve your CHURCH.' },
      { id: '2', category: 'Christian Dating', question: 'Is dating biblical?', answer: 'Yes, with wisdom.' },
    ];
    const page = ofType(parsed(faqJsonLd(items)), 'FAQPage');
    expect(page.mainEntity).toHaveLength(2);
    expect(page.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'How do I wait well?',
      acceptedAnswer: { '@type': 'Answer', text: 'Serve your CHURCH.' },
    });
  });

  it('cannot close its script tag early, whatever the content holds', () => {
    const value = { answer: '</script><script>alert(1)</script> & <!-- more \u2028 line' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
