// Member accounts: created here (not by the client SDK) so a username is checked and claimed on
// the server before an account exists. `usernames/{lowercased name}` → `{ uid }` is claimed in the
// same transaction as the profile write, so two people can never hold one name.
import { COLLECTIONS } from '@/domain/collections';
import { MESSAGES, type ProfileInput, type SignUpInput } from '@/domain/schemas';
import { usernameKey } from '@/domain/user';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpError } from '../http-error';
import { optStr } from '../serialize';

const usernameTaken = () =>
  new HttpError(409, MESSAGES.usernameTaken, { fields: { username: MESSAGES.usernameTaken } });

const usernameRef = (db: Firestore, username: string) =>
  db.collection(COLLECTIONS.usernames).doc(usernameKey(username));
const profileRef = (db: Firestore, uid: string) => db.collection(COLLECTIONS.users).doc(uid);

/** Inside a transaction: make `username` the uid's, releasing the name it had before. */
async function claimUsername(tx: Transaction, db: Firestore, uid: string, username: string, previous: string | null) {
  const ref = usernameRef(db, username);
  const holder = await tx.get(ref);
  if (holder.exists && holder.get('uid') !== uid) throw usernameTaken();
  if (previous && usernameKey(previous) !== usernameKey(username)) tx.delete(usernameRef(db, previous));
  if (!holder.exists) tx.create(ref, { uid, claimedAt: FieldValue.serverTimestamp() });
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** Creates the Auth account and its profile; the reader then signs in with the SDK as usual. */
export async function createAccount(db: Firestore, auth: Auth, input: SignUpInput): Promise<{ uid: string }> {
  // Checked before the account exists, so a taken name costs no account (the transaction below
  // still decides a race).
  if ((await usernameRef(db, input.username).get()).exists) throw usernameTaken();

  let uid: string;
  try {
    ({ uid } = await auth.createUser({ email: input.email, password: input.password, displayName: input.firstName }));
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/email-already-exists') {
      throw new HttpError(409, MESSAGES.emailTaken, { fields: { email: MESSAGES.emailTaken } });
    }
    if (code === 'auth/invalid-password') {
      throw new HttpError(400, MESSAGES.passwordShort, { fields: { password: MESSAGES.passwordShort } });
    }
    if (code === 'auth/invalid-email') {
      throw new HttpError(400, MESSAGES.emailInvalid, { fields: { email: MESSAGES.emailInvalid } });
    }
    throw error;
  }

  try {
    await db.runTransaction(async (tx) => {
      await claimUsername(tx, db, uid, input.username, null);
      tx.create(profileRef(db, uid), {
        email: input.email,
        firstName: input.firstName,
        username: input.username,
        createdAt: FieldValue.serverTimestamp(),
      });
    });
  } catch (error) {
    // The name went to someone else a moment ago: take the account back so the reader can retry
    // with the same email.
    await auth.deleteUser(uid).catch(() => undefined);
    throw error;
  }
  return { uid };
}

/** Settings: a new first name and/or username, with the same rules and uniqueness as sign-up. */
export async function updateProfile(
  db: Firestore,
  user: { uid: string; email: string | null },
  input: ProfileInput,
): Promise<void> {
  const ref = profileRef(db, user.uid);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    await claimUsername(tx, db, user.uid, input.username, optStr(current.get('username')) ?? null);
    if (current.exists) {
      tx.update(ref, { firstName: input.firstName, username: input.username });
    } else {
      // Accounts made with Google have no profile until they first save one.
      tx.create(ref, {
        email: user.email,
        firstName: input.firstName,
        username: input.username,
        createdAt: FieldValue.serverTimestamp(),
      });
    }
  });
}
