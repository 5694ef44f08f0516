// The links the site mails a reader, as the reader's mail client shows them: read from the messages
// the stack delivered to its mail catcher (./mail-inbox.ts).
import { BASE_URL } from './env';
import { linkInMail as linkInDeliveredMail } from './mail-inbox';

/** The site's link to `path` (`/newsletter/confirm`, …) in a message delivered to `email`: its path and query. */
export const linkInMail = (email: string, path: string): Promise<string> => linkInDeliveredMail(email, path, BASE_URL);

let addresses = 0;

/**
 * An address no other test of this run mails: the catcher keeps every message of the run, and a link
 * read from an earlier test's message to the same address would carry that test's signup.
 */
export const readerAddress = (name: string) =>
  `${name}-${process.pid}-${Date.now().toString(36)}-${(addresses += 1)}@example.test`;
