import { describe, expect, it } from 'vitest';
import { ownerNoticeFor } from '../../functions/src/services/contact';
import { confirmationEmail, welcomeEmail } from '../../functions/src/services/newsletter';
import { extensionMail, mailContractProblems } from '../support/mail-contract';

const LINKS = { siteUrl: 'https://faithful.example', secret: 'a-secret-of-at-least-thirty-two-characters' };
const MESSAGE = { subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>' };
const ONE_CLICK = {
  'List-Unsubscribe': '<https://faithful.example/api/newsletter/unsubscribe?token=abc>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

describe("the Trigger Email extension's mail contract", () => {
  it('passes a document with the headers and Reply-To at the top level', () => {
    const doc = { to: 'hannah@example.test', replyTo: 'ruth@example.test', headers: ONE_CLICK, message: MESSAGE };
    expect(mailContractProblems(doc)).toEqual([]);
    expect(extensionMail(doc)).toBe(doc);
    expect(mailContractProblems({ to: [], bcc: ['a@example.test', 'b@example.test'], message: MESSAGE })).toEqual([]);
  });

  it('fails on headers under `message`, where the extension drops them', () => {
    const problems = mailContractProblems({ to: 'hannah@example.test', message: { ...MESSAGE, headers: ONE_CLICK } });
    expect(problems).toEqual([
      '`message.headers` is not a field the extension reads, so it is dropped: it belongs at the top level, as `headers`',
    ]);
    expect(() => extensionMail({ to: 'hannah@example.test', message: { ...MESSAGE, headers: ONE_CLICK } })).toThrow(
      /message\.headers/,
    );
  });

  it('fails on any other field the extension does not read, in `message` or at the top level', () => {
    expect(mailContractProblems({ to: 'a@example.test', message: { ...MESSAGE, amp: '<p>x</p>' } })).toEqual([
      '`message.amp` is not a field the extension reads, so it is dropped',
    ]);
    expect(mailContractProblems({ to: 'a@example.test', createdAt: 1, toUids: ['u1'], message: MESSAGE })).toEqual([
      '`createdAt` is not a field the extension reads, so it is dropped',
      '`toUids` is not a field the extension reads, so it is dropped',
    ]);
  });

  it('fails on a header that the document sets with its own field', () => {
    expect(
      mailContractProblems({ to: 'a@example.test', headers: { 'Reply-To': 'r@example.test' }, message: MESSAGE }),
    ).toEqual(['`headers.Reply-To` is set with the `replyTo` field instead']);
  });

  it('fails on wrong types, no recipient, no message or a missing part', () => {
    expect(mailContractProblems({ to: 42, headers: { 'X-Count': 1 }, message: MESSAGE })).toEqual([
      '`to` must be an address or a list of addresses',
      '`headers` must be a map of header names to strings',
      'no recipient: `to`, `cc` or `bcc` must hold an address',
    ]);
    expect(mailContractProblems({ to: '', message: 'Hello' })).toEqual([
      '`message` must be a map',
      'no recipient: `to`, `cc` or `bcc` must hold an address',
    ]);
    expect(mailContractProblems({ to: 'a@example.test' })).toEqual(['no `message`']);
    expect(mailContractProblems({ to: 'a@example.test', message: { subject: 'Hi', text: 'Hello', html: '' } })).toEqual(
      ['`message.html` is missing or empty'],
    );
    expect(mailContractProblems(null)).toEqual(['a mail document must be a map']);
  });
});

describe('every email the site writes', () => {
  const contact = { name: 'Ruth', email: 'ruth@example.test', subject: 'A question', message: 'How do I start?' };

  it.each([
    ['confirmation', confirmationEmail(LINKS, 'hannah@example.test')],
    ['welcome', welcomeEmail(LINKS, 'Hannah', 'hannah@example.test')],
    ["owner's contact notice", ownerNoticeFor('owner@example.test', contact)],
  ])('the %s is delivered as written', (_name, doc) => {
    expect(mailContractProblems(doc)).toEqual([]);
  });

  it('puts the RFC 8058 pair on newsletter emails, and the Reply-To on the owner notice, at the top level', () => {
    const welcome = welcomeEmail(LINKS, 'Hannah', 'hannah@example.test');
    expect(welcome.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/faithful\.example\/api\/newsletter\/unsubscribe\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(ownerNoticeFor('owner@example.test', contact)).toMatchObject({
      to: 'owner@example.test',
      replyTo: contact.email,
    });
  });
});
