import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from '@/domain/markdown';
import { sampleImageVariants } from '@/testing/sample-content';
import { announcementDraft } from './announce';

const post = {
  title: 'Waiting Well [Part 1]',
  slug: 'waiting-well',
  excerpt: 'Why *patience* is not passive.',
  imageUrl: 'https://images.example/waiting well.jpg',
};

describe('announcementDraft', () => {
  it('fills the subject with the title and the body with the greeting, picture, excerpt and a link', () => {
    const { subject, body } = announcementDraft(post);
    expect(subject).toBe('Waiting Well [Part 1]');
    expect(body.split('\n')[0]).toBe('Hi {{firstName}},');
    const html = renderMarkdown(body);
    expect(html).toContain(
      '<a href="/christian-dating-advice/waiting-well"><img src="https://images.example/waiting%20well.jpg" alt="Waiting Well [Part 1]"',
    );
    expect(html).toContain('<p>Why *patience* is not passive.</p>');
    expect(html).toContain(
      '<a href="/christian-dating-advice/waiting-well">Read &quot;Waiting Well [Part 1]&quot;</a>',
    );
    expect(markdownToText(body, { withUrls: true })).toContain(
      'Read "Waiting Well [Part 1]" (/christian-dating-advice/waiting-well)',
    );
  });

  it("puts in the picture at the share width, described in the owner's words", () => {
    const { body } = announcementDraft({
      ...post,
      imageUrl: '/uploads/waiting.jpg',
      image: sampleImageVariants('waiting-1', 2400, 1600),
      imageAlt: 'A bench [at dawn]',
    });
    expect(renderMarkdown(body)).toContain(
      '<a href="/christian-dating-advice/waiting-well"><img src="/img/waiting-1/1200.jpg" alt="A bench [at dawn]"',
    );
  });

  it('leaves the picture out when the post has none', () => {
    const { body } = announcementDraft({ ...post, imageUrl: '' });
    expect(renderMarkdown(body)).not.toContain('<img');
  });
});
