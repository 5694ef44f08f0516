import { describe, expect, it } from 'vitest';
import { PRAYER_JOURNAL_PATH } from '@/domain/constants';
import { confirmationEmail } from '../../functions/src/services/newsletter';

const LINKS = { siteUrl: 'https://faithful.example', secret: 'a-secret-of-at-least-thirty-two-characters' };

describe('the confirmation email', () => {
  const { message } = confirmationEmail(LINKS, 'hannah@example.test');

  it('says in its first line that the free prayer journal is one press away, in text and html', () => {
    const firstTextLine = message.text.split('\n')[0];
    const firstHtmlParagraph = /^<p>(.*?)<\/p>/.exec(message.html)?.[1];
    for (const first of [firstTextLine, firstHtmlParagraph]) {
      expect(first).toMatch(/^Your free 30-Day Prayer Journal is one press away\b/);
      expect(first).toMatch(/confirm your subscription/i);
    }
  });

  it('holds the confirmation link, but not yet the journal', () => {
    expect(message.text).toContain('https://faithful.example/newsletter/confirm?token=');
    expect(message.html).toContain('href="https://faithful.example/newsletter/confirm?token=');
    for (const part of [message.subject, message.text, message.html]) {
      expect(part).not.toContain(PRAYER_JOURNAL_PATH);
    }
  });
});
