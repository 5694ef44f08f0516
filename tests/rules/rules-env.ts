// Shared set-up for the Firestore rules suites: one test environment per file, the project's
// real rules, and the four roles every suite checks.
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_PROJECT_ID, FIRESTORE_HOST } from '../../scripts/lib/local-stack';

/**
 * Reads FIRESTORE_EMULATOR_HOST ("host:port", "[::1]:port") so the same suites run against the
 * launcher's emulator (8080) or a developer's own (e.g. 8181). Fails loudly on a malformed value
 * rather than silently testing another emulator.
 */
export function firestoreEmulatorAddress(raw = process.env.FIRESTORE_EMULATOR_HOST): { host: string; port: number } {
  const value = raw && raw.trim() !== '' ? raw.trim() : FIRESTORE_HOST;
  const colon = value.lastIndexOf(':');
  const host = value.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
  const port = Number(value.slice(colon + 1));
  if (colon <= 0 || host === '' || !Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`FIRESTORE_EMULATOR_HOST must look like host:port, got "${value}"`);
  }
  return { host, port };
}

export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  // Denied requests are the point of half these tests; keep the SDK from logging each one.
  setLogLevel('error');
  const { host, port } = firestoreEmulatorAddress();
  return initializeTestEnvironment({
    projectId: DEMO_PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port },
  });
}

/**
 * The set-up every rules suite shares: one environment per file with the project's real rules,
 * the emulator cleared and `docs()` seeded before each test, cleaned up after the file.
 * Call it at the top level of a suite. The handle it returns stands for the environment (it
 * forwards to the one created in `beforeAll`), so tests use it as they would the environment.
 */
export function setUpRulesEnv(docs: () => Record<string, DocumentData> = () => ({})): RulesTestEnvironment {
  let current: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    current = await createRulesEnv();
  });
  beforeEach(async () => {
    await current!.clearFirestore();
    await seed(current!, docs());
  });
  afterAll(async () => {
    await current?.cleanup();
  });
  return new Proxy({} as RulesTestEnvironment, {
    get(_target, property) {
      if (!current) throw new Error('the rules environment exists only inside hooks and tests');
      const value: unknown = Reflect.get(current, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

export const OWNER = { uid: 'alice', email: 'alice@example.com' } as const;
export const OTHER = { uid: 'bob', email: 'bob@example.com' } as const;
export const ADMIN = { uid: 'admin-ada', email: 'ada@faithfulmatches.com' } as const;

export type RoleName = 'anonymous' | 'owner' | 'other' | 'admin';
export const ROLE_NAMES: readonly RoleName[] = ['anonymous', 'owner', 'other', 'admin'];

/**
 * A fresh client Firestore for a role. Call it inside each test: contexts cache documents, so one
 * shared across tests could answer from a previous test's cache.
 * "owner" is the user a document belongs to where that applies (alice); elsewhere simply a
 * signed-in user without the admin claim.
 */
export function dbAs(env: RulesTestEnvironment, role: RoleName): Firestore {
  return asModular(contextFor(env, role).firestore());
}

function contextFor(env: RulesTestEnvironment, role: RoleName): RulesTestContext {
  switch (role) {
    case 'anonymous':
      return env.unauthenticatedContext();
    case 'owner':
      return env.authenticatedContext(OWNER.uid, { email: OWNER.email });
    case 'other':
      return env.authenticatedContext(OTHER.uid, { email: OTHER.email });
    case 'admin':
      return env.authenticatedContext(ADMIN.uid, { email: ADMIN.email, admin: true });
  }
}

/**
 * rules-unit-testing types `firestore()` as the compat Firestore, yet documents passing it to the
 * modular API (`doc(alice.firestore(), ...)`), which unwraps the compat instance itself. The cast
 * only bridges the declared types; nothing is converted.
 */
function asModular(db: ReturnType<RulesTestContext['firestore']>): Firestore {
  return db as unknown as Firestore;
}

/** Writes documents with the rules switched off: the state each test starts from. */
export async function seed(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = asModular(context.firestore());
    for (const [path, data] of Object.entries(docs)) {
      await setDoc(doc(db, path), data);
    }
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysFromNow(days: number): Timestamp {
  return Timestamp.fromMillis(Date.now() + days * DAY_MS);
}
