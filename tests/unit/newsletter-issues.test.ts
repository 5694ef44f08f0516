import { describe, expect, it } from 'vitest';
import { issueEmail, issueMailId, personalise, renderIssue } from '../../functions/src/services/newsletter-issues';

const LINKS = { siteUrl: 'https://faithful.example', secret: 'a-secret-of-at-least-thirty-two-characters' };

const draft = {
  subject: 'A word for you, {{firstName}}',
  body: [
    'Dear {{firstName}},',
    '',
    '![Sunrise over a field](/images/sunrise.jpg)',
    '',
    'A **new** article: [Guarding your heart](/christian-dating-advice/guarding-your-heart).',
    'And a book we like: [Boundaries](https://books.example/boundaries).',
  ].join('\n'),
};

describe('a newsletter issue', () => {
  const issue = renderIssue(draft, LINKS.siteUrl);

  it('renders the Markdown to HTML with every site path under the site', () => {
    expect(issue.html).toContain('<strong>new</strong>');
    expect(issue.html).toContain('src="https://faithful.example/images/sunrise.jpg"');
    expect(issue.html).toContain('href="https://faithful.example/christian-dating-advice/guarding-your-heart"');
    expect(issue.html).toContain('href="https://books.example/boundaries"');
    expect(issue.html).not.toMatch(/(?:href|src)="\//);
  });

  it('has a plain-text part with the words and each link address, absolute', () => {
    expect(issue.text).not.toContain('**');
    expect(issue.text).toContain(
      'A new article: Guarding your heart (https://faithful.example/christian-dating-advice/guarding-your-heart).',
    );
    expect(issue.text).toContain('Boundaries (https://books.example/boundaries)');
  });

  it('puts the reader’s first name where the issue asks for it, escaped in the HTML', () => {
    const mine = personalise(issue, "O'Brien <b>");
    expect(mine.subject).toBe("A word for you, O'Brien <b>");
    expect(mine.text).toContain("Dear O'Brien <b>,");
    expect(mine.html).toContain('Dear O&#39;Brien &lt;b&gt;,');
    expect(mine.html).not.toContain('{{firstName}}');
  });

  it('says "friend" when the name is not known, and keeps the name on one line', () => {
    expect(personalise(issue, '  ').text).toContain('Dear friend,');
    expect(personalise(issue, 'Ruth\r\nBcc: x@y.test').subject).toBe('A word for you, Ruth Bcc: x@y.test');
  });

  it("is each reader's own email: their address, unsubscribe link and RFC 8058 headers", () => {
    const mail = issueEmail(LINKS, issue, { email: 'hannah@example.test', firstName: 'Hannah' });
    expect(mail.to).toBe('hannah@example.test');
    expect(mail.message.subject).toBe('A word for you, Hannah');
    expect(mail.message.text).toContain('Dear Hannah,');
    expect(mail.message.text).toContain('Unsubscribe: https://faithful.example/newsletter/unsubscribe?token=');
    expect(mail.message.html).toContain('href="https://faithful.example/newsletter/unsubscribe?token=');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/faithful\.example\/api\/newsletter\/unsubscribe\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const other = issueEmail(LINKS, issue, { email: 'levi@example.test', firstName: 'Levi' });
    expect(other.headers!['List-Unsubscribe']).not.toBe(mail.headers!['List-Unsubscribe']);
  });

  it('names each reader’s email the same way on every try, and differently per reader and issue', () => {
    const id = issueMailId('issue-0123456789abcdef', 'hannah@example.test');
    expect(issueMailId('issue-0123456789abcdef', 'hannah@example.test')).toBe(id);
    expect(issueMailId('issue-0123456789abcdef', 'levi@example.test')).not.toBe(id);
    expect(issueMailId('issue-fedcba9876543210', 'hannah@example.test')).not.toBe(id);
    expect(id).not.toContain('hannah');
  });
});
