// Seeds the local emulators with the sample content in scripts/seed-data and the demo accounts.
// Every document has a fixed id and is written with set() (the content through the importer in
// scripts/lib/content-io.ts), so seeding twice leaves the same data, never duplicates. It only ever
// talks to the emulators: the emulator hosts are always set, and the project must be a `demo-` project.
// The posts' photos (scripts/lib/sample-photos.ts) are stored as an upload stores them: the original
// and its variants in the stack's picture store, under a folder named from the photo's bytes.
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';
import { imageVariantsKey } from '../functions/src/services/image-lookup';
import { imageStorePath, type ImageStore } from '../functions/src/services/image-store';
import { importContent, type ContentCollection } from './lib/content-io';
import { stackImageStore } from './lib/image-stores';
import { samplePhotos } from './lib/sample-photos';
import { sampleContent, type StoredSamplePhotos } from './seed-data/sample-content';
import { DEMO_ACCOUNTS, DEMO_PROJECT_ID, targetLocalEmulators } from './lib/local-stack';
import { COLLECTIONS } from '@/domain/collections';
import { IMAGE_FILES_PREFIX } from '@/domain/image-variants';
import { usernameKey } from '@/domain/user';

export interface SeedCounts {
  posts: number;
  appReviews: number;
  resources: number;
  testimonials: number;
  users: number;
  photos: number;
}

/**
 * The sample photos, stored as uploads are (images.ts saveImage): the files under /img/{id}/ and
 * the record of the upload's URL. Files already there are left alone (the original is written
 * last, so its presence means the folder is whole); an unchanged record is not rewritten.
 */
async function seedPhotos(db: Firestore, store: ImageStore, log: (line: string) => void): Promise<StoredSamplePhotos> {
  const stored: StoredSamplePhotos = {};
  for (const photo of await samplePhotos({ log })) {
    const original = imageStorePath(photo.id, 'original.jpg');
    if (!(await store.read(original))) {
      for (const file of photo.files)
        await store.save(imageStorePath(photo.id, file.file), file.bytes, file.contentType);
      await store.save(original, photo.originalAsStored, 'image/jpeg');
    }
    const imageUrl = `${IMAGE_FILES_PREFIX}${photo.id}/original.jpg`;
    const record = db.collection(COLLECTIONS.imageVariants).doc(imageVariantsKey(imageUrl));
    const known = await record.get();
    if (!known.exists || known.get('url') !== imageUrl || !isDeepStrictEqual(known.get('image'), photo.image)) {
      await record.set({ url: imageUrl, image: photo.image, createdAt: FieldValue.serverTimestamp() });
    }
    stored[photo.name] = { imageUrl, image: photo.image };
  }
  return stored;
}

/**
 * The sample content through the importer, replacing whatever differs (a local edit included):
 * seeding restores the sample, and a second seed on the same day writes nothing.
 */
async function seedContent(
  db: Firestore,
  now: Date,
  photos: StoredSamplePhotos,
): Promise<Omit<SeedCounts, 'users' | 'photos'>> {
  const sample = sampleContent(now, photos);
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

export async function seed(
  app: App,
  options: { now?: Date; images?: ImageStore; log?: (line: string) => void } = {},
): Promise<SeedCounts> {
  const db = getFirestore(app);
  const photos = await seedPhotos(db, options.images ?? stackImageStore(app), options.log ?? (() => undefined));
  const content = await seedContent(db, options.now ?? new Date(), photos);
  const users = await seedAccounts(getAuth(app), db);
  return { ...content, users, photos: Object.keys(photos).length };
}

async function main() {
  targetLocalEmulators();
  if (!DEMO_PROJECT_ID.startsWith('demo-')) throw new Error(`refusing to seed non-demo project ${DEMO_PROJECT_ID}`);
  const app = initializeApp({ projectId: DEMO_PROJECT_ID }, 'seed');
  const begun = performance.now();
  const counts = await seed(app, { log: (line) => console.log(`[seed] ${line}`) });
  console.log(
    `[seed] ${counts.posts} posts, ${counts.appReviews} app reviews, ${counts.resources} resources, ` +
      `${counts.testimonials} testimonials, ${counts.users} demo accounts, ${counts.photos} photos ` +
      `(emulators at ${process.env.FIRESTORE_EMULATOR_HOST}; ${((performance.now() - begun) / 1000).toFixed(1)} s)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error('[seed] failed:', error instanceof Error ? error.message : error);
    console.error('[seed] is the stack running? Start it with `npm start`.');
    process.exit(1);
  });
}
