// The links the site mails a reader, as the reader's mail client shows them: read from the mail
// documents the stack writes, each checked against the mail contract first.
import { COLLECTIONS } from '@/domain/collections';
import { adminDb } from './emulators';
import { BASE_URL } from './env';
import { extensionMail } from './mail-contract';

/** The site's link to `path` (`/newsletter/confirm`, …) in a mail to `email`: its path and query. */
export async function linkInMail(email: string, path: string): Promise<string> {
  const mail = await adminDb.collection(COLLECTIONS.mail).where('to', '==', email).get();
  for (const doc of mail.docs) {
    const match = new RegExp(`${BASE_URL}(${path}\\?token=\\S+)`).exec(extensionMail(doc.data()).message.text);
    if (match) return match[1]!;
  }
  throw new Error(`no ${path} link mailed to ${email}`);
}
