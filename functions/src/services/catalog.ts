// App reviews, resources and testimonials: small public lists, read whole and sorted here.
import { encodeStringList } from '@/domain/app-review';
import { RESOURCE_TYPES } from '@/domain/constants';
import type { AppReview, Resource, ResourceType, Testimonial } from '@/domain/types';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { num, optStr, str, strList, toMillis } from '../serialize';
import { COLLECTIONS } from '@/domain/collections';

export function appReviewFromDoc(doc: DocumentSnapshot): AppReview {
  const data = doc.data() ?? {};
  const review: AppReview = {
    id: doc.id,
    name: str(data.name),
    rating: num(data.rating),
    memberCount: str(data.memberCount),
    monthlyPrice: str(data.monthlyPrice),
    bestFor: str(data.bestFor),
    description: str(data.description),
    affiliateUrl: str(data.affiliateUrl),
    // Stored as arrays; the API sends them as JSON-encoded string lists.
    pros: encodeStringList(strList(data.pros)),
    cons: encodeStringList(strList(data.cons)),
  };
  const logoUrl = optStr(data.logoUrl);
  if (logoUrl) review.logoUrl = logoUrl;
  return review;
}

export function resourceFromDoc(doc: DocumentSnapshot): Resource {
  const data = doc.data() ?? {};
  const type = (RESOURCE_TYPES as readonly string[]).includes(str(data.type)) ? (data.type as ResourceType) : 'book';
  const resource: Resource = {
    id: doc.id,
    title: str(data.title),
    type,
    rating: num(data.rating),
    description: str(data.description),
    price: str(data.price),
  };
  for (const key of ['author', 'affiliateUrl', 'imageUrl'] as const) {
    const value = optStr(data[key]);
    if (value) resource[key] = value;
  }
  return resource;
}

export function testimonialFromDoc(doc: DocumentSnapshot): Testimonial {
  const data = doc.data() ?? {};
  const testimonial: Testimonial = {
    id: doc.id,
    name: str(data.name),
    location: str(data.location),
    content: str(data.content),
    rating: num(data.rating),
  };
  const imageUrl = optStr(data.imageUrl);
  if (imageUrl) testimonial.imageUrl = imageUrl;
  return testimonial;
}

const byRatingThen =
  <T extends { rating: number }>(name: (item: T) => string) =>
  (a: T, b: T) =>
    b.rating - a.rating || name(a).localeCompare(name(b));

export async function listAppReviews(db: Firestore): Promise<AppReview[]> {
  const snap = await db.collection(COLLECTIONS.appReviews).get();
  return snap.docs.map(appReviewFromDoc).sort(byRatingThen((review) => review.name));
}

export async function listResources(db: Firestore): Promise<Resource[]> {
  const snap = await db.collection(COLLECTIONS.resources).get();
  return snap.docs.map(resourceFromDoc).sort(byRatingThen((resource) => resource.title));
}

export async function listTestimonials(db: Firestore): Promise<Testimonial[]> {
  const snap = await db.collection(COLLECTIONS.testimonials).get();
  return snap.docs
    .map((doc) => ({ doc, created: toMillis(doc.get('createdAt')) }))
    .sort((a, b) => b.created - a.created)
    .map(({ doc }) => testimonialFromDoc(doc));
}
