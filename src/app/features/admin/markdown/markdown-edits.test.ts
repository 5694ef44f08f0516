import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/domain/markdown';
import { applyMark, type TextEdit } from './markdown-edits';

/** Text with the selection drawn as [ and ] (a caret as one |), for readable cases. */
function at(drawn: string): TextEdit {
  if (drawn.includes('|')) {
    const start = drawn.indexOf('|');
    return { value: drawn.replace('|', ''), start, end: start };
  }
  const start = drawn.indexOf('[');
  const end = drawn.indexOf(']') - 1;
  return { value: drawn.replace('[', '').replace(']', ''), start, end };
}
const drawn = ({ value, start, end }: TextEdit) =>
  start === end
    ? `${value.slice(0, start)}|${value.slice(start)}`
    : `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;

describe('the Markdown toolbar edits', () => {
  it('wraps the selection in bold or italic, and unwraps it on a second press', () => {
    const bold = applyMark(at('Love is [patient] and kind'), 'bold');
    expect(drawn(bold)).toBe('Love is **[patient]** and kind');
    expect(drawn(applyMark(bold, 'bold'))).toBe('Love is [patient] and kind');
    expect(drawn(applyMark(at('Love is [patient ]and kind'), 'italic'))).toBe('Love is _[patient]_ and kind');
    expect(drawn(applyMark(at('Love is [**patient**] and kind'), 'bold'))).toBe('Love is [patient] and kind');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(drawn(applyMark(at('Be |'), 'bold'))).toBe('Be **[bold text]**');
    expect(drawn(applyMark(at('|'), 'italic'))).toBe('_[italic text]_');
  });

  it('makes a link of the selection and selects the address to write; a selected address becomes the target', () => {
    const fromText = applyMark(at('Try [Upward] today'), 'link');
    expect(fromText.value).toBe('Try [Upward](https://) today');
    expect(fromText.value.slice(fromText.start, fromText.end)).toBe('https://');
    const fromUrl = applyMark(at('Try [https://upward.example/?ref=fm] today'), 'link');
    expect(fromUrl.value).toBe('Try [link text](https://upward.example/?ref=fm) today');
    expect(fromUrl.value.slice(fromUrl.start, fromUrl.end)).toBe('link text');
  });

  it('inserts an image by its address', () => {
    const image = applyMark(at('Look:\n|'), 'image');
    expect(image.value).toBe('Look:\n![image description](https://)');
    expect(image.value.slice(image.start, image.end)).toBe('https://');
    expect(renderMarkdown('![a garden](https://images.example/g.jpg)')).toContain(
      '<img src="https://images.example/g.jpg" alt="a garden" loading="lazy" />',
    );
  });

  it('turns the current line into a heading, and back', () => {
    const heading = applyMark(at('Intro.\nWhere to |meet\nMore.'), 'heading');
    expect(drawn(heading)).toBe('Intro.\n## Where to meet|\nMore.');
    expect(renderMarkdown(heading.value)).toContain('<h2>Where to meet</h2>');
    expect(applyMark(heading, 'heading').value).toBe('Intro.\nWhere to meet\nMore.');
  });

  it('makes every selected line a list item, bulleted or numbered, replacing the other list mark', () => {
    const bulleted = applyMark(at('Habits:\n[pray\nread\nserve]'), 'bulleted');
    expect(drawn(bulleted)).toBe('Habits:\n[- pray\n- read\n- serve]');
    expect(renderMarkdown(bulleted.value)).toContain('<ul>\n<li>pray</li>\n<li>read</li>\n<li>serve</li>\n</ul>');
    const numbered = applyMark(bulleted, 'numbered');
    expect(numbered.value).toBe('Habits:\n1. pray\n2. read\n3. serve');
    expect(applyMark(numbered, 'numbered').value).toBe('Habits:\npray\nread\nserve');
  });

  it('quotes the selected lines, keeping their own marks', () => {
    expect(applyMark(at('[- one\n- two]'), 'quote').value).toBe('> - one\n> - two');
    expect(applyMark(at('> |wise words'), 'quote').value).toBe('wise words');
    expect(renderMarkdown(applyMark(at('|Be still'), 'quote').value)).toContain('<blockquote>');
  });
});
