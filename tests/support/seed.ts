// Small seed helpers: write content straight to Firestore with Timestamps, as the seed script does.
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './emulators';
import { COLLECTIONS } from '@/domain/collections';
import { storedSearchWords } from '@/domain/post-search';
import { SEARCH_WORDS_FIELD } from '@/domain/search-words';
import { SUBSCRIBER_LISTED_AT_FIELD, subscriberSearchWords } from '@/domain/subscribers';
import type { NewsletterStatus } from '@/domain/types';

const DAY = 24 * 60 * 60 * 1000;
let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

export interface PostSeed {
  id?: string;
  slug?: string;
  title?: string;
  excerpt?: string;
  content?: string;
  category?: string;
  imageUrl?: string;
  publishedAt?: Date;
  readTime?: number;
  status?: 'draft' | 'published';
}

export async function seedPost(seed: PostSeed = {}) {
  const id = seed.id ?? nextId('post');
  const data = {
    slug: seed.slug ?? id,
    title: seed.title ?? `A post ${id}`,
    excerpt: seed.excerpt ?? 'A short excerpt.',
    content: seed.content ?? 'Some content about dating with faith.',
    category: seed.category ?? 'Biblical Dating',
    ...(seed.imageUrl ? { imageUrl: seed.imageUrl } : {}),
    publishedAt: Timestamp.fromDate(seed.publishedAt ?? new Date(Date.now() - DAY)),
    readTime: seed.readTime ?? 3,
    status: seed.status ?? 'published',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
  // As the API stores a post: with the words the public search queries, and its slug claimed.
  const batch = adminDb.batch();
  batch.set(adminDb.collection(COLLECTIONS.posts).doc(id), {
    ...data,
    [SEARCH_WORDS_FIELD]: storedSearchWords({ ...data, publishedAt: data.publishedAt.toMillis() }),
  });
  batch.set(adminDb.collection(COLLECTIONS.postSlugs).doc(data.slug), { postId: id });
  await batch.commit();
  return { id, ...data };
}

export async function seedAppReview(
  seed: { id?: string; name?: string; rating?: number; pros?: string[]; cons?: string[] } = {},
) {
  const id = seed.id ?? nextId('review');
  const data = {
    name: seed.name ?? `App ${id}`,
    logoUrl: 'https://example.test/logo.png',
    rating: seed.rating ?? 4.5,
    memberCount: '1M+',
    monthlyPrice: '$29.99 - $49.99',
    bestFor: 'Serious relationships',
    description: 'A review.',
    affiliateUrl: 'https://example.test/app',
    pros: seed.pros ?? ['Faith-focused', 'Large community'],
    cons: seed.cons ?? ['Pricey'],
  };
  await adminDb.collection(COLLECTIONS.appReviews).doc(id).set(data);
  return { id, ...data };
}

export async function seedResource(
  seed: { id?: string; title?: string; type?: string; rating?: number; price?: string; affiliateUrl?: string } = {},
) {
  const id = seed.id ?? nextId('resource');
  const data = {
    title: seed.title ?? `Resource ${id}`,
    type: seed.type ?? 'book',
    author: 'A. Author',
    rating: seed.rating ?? 4.8,
    description: 'A helpful book.',
    price: seed.price ?? '$14.99',
    affiliateUrl: seed.affiliateUrl ?? 'https://example.test/book',
  };
  await adminDb.collection(COLLECTIONS.resources).doc(id).set(data);
  return { id, ...data };
}

export async function seedTestimonial(seed: { id?: string; name?: string; createdAt?: Date; rating?: number } = {}) {
  const id = seed.id ?? nextId('testimonial');
  const data = {
    name: seed.name ?? 'Sarah & John',
    location: 'Austin, TX',
    content: 'We met through the advice here.',
    rating: seed.rating ?? 5,
    createdAt: Timestamp.fromDate(seed.createdAt ?? new Date()),
  };
  await adminDb.collection(COLLECTIONS.testimonials).doc(id).set(data);
  return { id, ...data };
}

export async function seedContactSubmission(
  seed: { status?: 'unread' | 'read' | 'replied'; submittedAt?: Date; subject?: string } = {},
) {
  const ref = adminDb.collection(COLLECTIONS.contactSubmissions).doc();
  const data = {
    name: 'Ruth',
    email: 'ruth@example.test',
    subject: seed.subject ?? 'Hello',
    message: 'A question.',
    status: seed.status ?? 'unread',
    submittedAt: Timestamp.fromDate(seed.submittedAt ?? new Date()),
    updatedAt: Timestamp.now(),
  };
  await ref.set(data);
  return { id: ref.id, ...data };
}

/**
 * A subscriber as newsletter.ts stores one in `status` at `at`: the status's own date field, and the
 * owner's list's date and search words. An unsubscribed address keeps no name; a bounced one keeps the
 * server's words.
 */
export async function seedSubscriber(seed: { email: string; firstName?: string; status: NewsletterStatus; at: Date }) {
  const { email, status, at } = seed;
  const firstName = status === 'unsubscribed' ? undefined : (seed.firstName ?? 'Reader');
  const when = Timestamp.fromDate(at);
  const dates = {
    pending: { requestedAt: when },
    confirmed: { requestedAt: when, confirmedAt: when },
    unsubscribed: { unsubscribedAt: when },
    // A confirmed subscriber the mail server then refused for good (mail-delivery.ts recordFailure).
    bounced: {
      requestedAt: when,
      confirmedAt: when,
      bouncedAt: when,
      bounceError: `550 5.1.1 <${email}>: Recipient address rejected`,
    },
  }[status];
  await adminDb
    .collection(COLLECTIONS.newsletterSubscribers)
    .doc(email)
    .set({
      email,
      ...(firstName === undefined ? {} : { firstName }),
      status,
      ...dates,
      [SUBSCRIBER_LISTED_AT_FIELD]: when,
      [SEARCH_WORDS_FIELD]: subscriberSearchWords({ firstName, email }, at.getTime()),
    });
}
