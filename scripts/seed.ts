// Seeds the local emulators with the sample content in scripts/seed-data and the
// demo accounts. Every document has a fixed id and is written with set(), so
// seeding twice leaves the same data, never duplicates. It only ever talks to the
// emulators: the emulator hosts are always set, and the project must be a `demo-` project.
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { readTimeFromContent } from '@/domain/blog';
import { highestRatedFirst, numbered } from '@/domain/position';
import { seedAppReviews } from './seed-data/app-reviews';
import { seedPosts } from './seed-data/posts';
import { seedResources } from './seed-data/resources';
import { seedTestimonials } from './seed-data/testimonials';
import { DEMO_ACCOUNTS, DEMO_PROJECT_ID, targetLocalEmulators } from './lib/local-stack';
import { COLLECTIONS } from '@/domain/collections';
import { usernameKey } from '@/domain/user';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedCounts {
  posts: number;
  appReviews: number;
  resources: number;
  testimonials: number;
  users: number;
}

/** Strip undefined so optional fields are absent rather than rejected by Firestore. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

async function seedContent(db: Firestore, now: Date): Promise<Omit<SeedCounts, 'users'>> {
  const batch = db.batch();
  // Dates are relative to today so "latest" stays meaningful; a fixed hour keeps
  // a re-seed on the same day byte-for-byte identical.
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));

  for (const { daysAgo, ...post } of seedPosts) {
    const publishedAt = Timestamp.fromMillis(today.getTime() - daysAgo * DAY_MS);
    batch.set(
      db.collection(COLLECTIONS.posts).doc(post.slug),
      defined({
        ...post,
        readTime: readTimeFromContent(post.content),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      }),
    );
  }
  // Each list numbered in the order it had before the owner could set one (highest rated first).
  for (const { id, ...review } of numbered([...seedAppReviews].sort(highestRatedFirst((review) => review.name)))) {
    batch.set(db.collection(COLLECTIONS.appReviews).doc(id), defined(review));
  }
  for (const { id, ...resource } of numbered([...seedResources].sort(highestRatedFirst((item) => item.title)))) {
    batch.set(db.collection(COLLECTIONS.resources).doc(id), defined(resource));
  }
  numbered(seedTestimonials).forEach(({ id, ...testimonial }, index) => {
    // Keeps the seed order when listed newest first.
    const createdAt = Timestamp.fromMillis(today.getTime() - index * DAY_MS);
    batch.set(db.collection(COLLECTIONS.testimonials).doc(id), defined({ ...testimonial, createdAt }));
  });
  await batch.commit();
  return {
    posts: seedPosts.length,
    appReviews: seedAppReviews.length,
    resources: seedResources.length,
    testimonials: seedTestimonials.length,
  };
}

async function seedAccounts(auth: Auth, db: Firestore): Promise<number> {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const uid = `demo-${account.username}`;
    const profile = {
      email: account.email,
      password: account.password,
      displayName: account.firstName,
      emailVerified: true,
    };
    try {
      await auth.updateUser(uid, profile);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      await auth.createUser({ uid, ...profile });
    }
    await auth.setCustomUserClaims(uid, account.admin ? { admin: true } : null);
    await db
      .collection(COLLECTIONS.users)
      .doc(uid)
      .set(
        {
          email: account.email,
          firstName: account.firstName,
          username: account.username,
          createdAt: Timestamp.fromMillis(0),
        },
        { merge: true },
      );
    await db
      .collection(COLLECTIONS.usernames)
      .doc(usernameKey(account.username))
      .set({ uid, claimedAt: Timestamp.fromMillis(0) });
  }
  return Object.keys(DEMO_ACCOUNTS).length;
}

export async function seed(app: App, now = new Date()): Promise<SeedCounts> {
  const db = getFirestore(app);
  const content = await seedContent(db, now);
  const users = await seedAccounts(getAuth(app), db);
  return { ...content, users };
}

async function main() {
  targetLocalEmulators();
  if (!DEMO_PROJECT_ID.startsWith('demo-')) throw new Error(`refusing to seed non-demo project ${DEMO_PROJECT_ID}`);
  const app = initializeApp({ projectId: DEMO_PROJECT_ID }, 'seed');
  const counts = await seed(app);
  console.log(
    `[seed] ${counts.posts} posts, ${counts.appReviews} app reviews, ${counts.resources} resources, ` +
      `${counts.testimonials} testimonials, ${counts.users} demo accounts (emulators at ${process.env.FIRESTORE_EMULATOR_HOST})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error('[seed] failed:', error instanceof Error ? error.message : error);
    console.error('[seed] is the stack running? Start it with `npm start`.');
    process.exit(1);
  });
}
