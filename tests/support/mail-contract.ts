// What the Trigger Email extension (github.com/firebase/extensions, firestore-send-email) reads from a
// `mail` document, written down from its documentation rather than from our own code: POSTINSTALL.md
// ("Sender and recipient fields", "Message field"), the README ("Using custom headers") and its delivery
// (functions/src/index.ts, the `mailOptions` handed to nodemailer, and functions/src/validation.ts).
// Recipients, `from`, `replyTo` and `headers` come from the document's top level; of `message` only
// `subject`, `text`, `html` and `attachments` reach the mailer, and anything else there is dropped without
// an error. So a field in the wrong place is a silent loss, never a failure: every test that reads mail
// documents passes them through `extensionMail`, and the suite fails instead.
//
// Left out on purpose: `toUids`/`ccUids`/`bccUids` and `template` work only when the extension is installed
// with a users or templates collection, which the site does not ask for; `sendGrid` and `categories` only
// with a SendGrid transport. A document using them would not be delivered as written everywhere.

type Rule = { holds: (value: unknown) => boolean; expected: string };

const isString = (value: unknown): value is string => typeof value === 'string';
const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ADDRESSES: Rule = {
  holds: (value) => isString(value) || (Array.isArray(value) && value.every(isString)),
  expected: 'an address or a list of addresses',
};
const TEXT: Rule = { holds: isString, expected: 'a string' };

const TOP_LEVEL_FIELDS: Record<string, Rule> = {
  to: ADDRESSES,
  cc: ADDRESSES,
  bcc: ADDRESSES,
  from: TEXT,
  replyTo: TEXT,
  headers: {
    holds: (value) => isMap(value) && Object.values(value).every(isString),
    expected: 'a map of header names to strings',
  },
  message: { holds: isMap, expected: 'a map' },
};

const MESSAGE_FIELDS: Record<string, Rule> = {
  subject: TEXT,
  text: TEXT,
  html: TEXT,
  attachments: { holds: Array.isArray, expected: 'a list' },
};

const RECIPIENT_FIELDS = ['to', 'cc', 'bcc'] as const;

/** Headers that the document sets through its own fields; nodemailer writes those from the fields. */
const HEADERS_WITH_FIELDS: Record<string, string> = {
  from: 'from',
  to: 'to',
  cc: 'cc',
  bcc: 'bcc',
  'reply-to': 'replyTo',
  subject: 'message.subject',
};

export interface ExtensionMail {
  to?: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  message: { subject: string; text: string; html: string; attachments?: unknown[] };
}

function fieldProblems(map: Record<string, unknown>, rules: Record<string, Rule>, prefix: string): string[] {
  return Object.entries(map).flatMap(([name, value]) => {
    const rule = rules[name];
    const field = `${prefix}${name}`;
    if (!rule) {
      const home = prefix && name in TOP_LEVEL_FIELDS ? `: it belongs at the top level, as \`${name}\`` : '';
      return [`\`${field}\` is not a field the extension reads, so it is dropped${home}`];
    }
    return rule.holds(value) ? [] : [`\`${field}\` must be ${rule.expected}`];
  });
}

/** Every way `doc` departs from what the extension reads; none when it is delivered as written. */
export function mailContractProblems(doc: unknown): string[] {
  if (!isMap(doc)) return ['a mail document must be a map'];
  const problems = fieldProblems(doc, TOP_LEVEL_FIELDS, '');
  const hasAddress = (value: unknown) => ADDRESSES.holds(value) && (value as string | string[]).length > 0;
  if (!RECIPIENT_FIELDS.some((name) => hasAddress(doc[name]))) {
    problems.push('no recipient: `to`, `cc` or `bcc` must hold an address');
  }
  if (isMap(doc.headers)) {
    for (const name of Object.keys(doc.headers)) {
      const field = HEADERS_WITH_FIELDS[name.toLowerCase()];
      if (field) problems.push(`\`headers.${name}\` is set with the \`${field}\` field instead`);
    }
  }
  const { message } = doc;
  if (!isMap(message)) {
    if (message === undefined) problems.push('no `message`');
    return problems;
  }
  problems.push(...fieldProblems(message, MESSAGE_FIELDS, 'message.'));
  // The extension needs a subject and one of the bodies; every email the site sends has both bodies, so
  // each mail app shows the reader the same words.
  for (const part of ['subject', 'text', 'html']) {
    if (!message[part]) problems.push(`\`message.${part}\` is missing or empty`);
  }
  return problems;
}

/** `doc` as the extension reads it; throws with every problem when it would not be delivered as written. */
export function extensionMail(doc: unknown): ExtensionMail {
  const problems = mailContractProblems(doc);
  if (problems.length > 0) {
    throw new Error(`not a mail document the Trigger Email extension delivers as written:\n- ${problems.join('\n- ')}`);
  }
  return doc as ExtensionMail;
}
