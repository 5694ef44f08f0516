// Seeds the local emulators with the sample content in scripts/seed-data and the demo accounts.
// Every document has a fixed id and is written with set() (the content through the importer in
// scripts/lib/content-io.ts), so seeding twice leaves the same data, never duplicates. It only ever
// talks to the emulators: the emulator hosts are always set, and the project must be a `demo-` project.
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { importContent, type ContentCollection } from './lib/content-io';
import { sampleContent } from './seed-data/sample-content';
import { DEMO_ACCOUNTS, DEMO_PROJECT_ID, targetLocalEmulators } from './lib/local-stack';
import { COLLECTIONS } from '@/domain/collections';
import { usernameKey } from '@/domain/user';

export interface SeedCounts {
  posts: number;
  appReviews: number;
  resources: number;
  testimonials: number;
  users: number;
}

/**
 * The sample content through the importer, replacing whatever differs (a local edit included):
 * seeding restores the sample, and a second seed on the same day writes nothing.
 */
async function seedContent(db: Firestore, now: Date): Promise<Omit<SeedCounts, 'users'>> {
  const sample = sampleContent(now);
  await importContent(db, sample, { overwriteNewer: true });
  const count = (collection: ContentCollection) => sample.collections[collection]?.length ?? 0;
  return {
    posts: count(COLLECTIONS.posts),
    appReviews: count(COLLECTIONS.appReviews),
    resources: count(COLLECTIONS.resources),
    testimonials: count(COLLECTIONS.testimonials),
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
