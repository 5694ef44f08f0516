// A post's words as a reader reads them, without the Markdown around them: what the read time
// counts and the blog's search matches. Apart from src/domain/blog so that the public pages, which
// use blog's helpers, never load the Markdown parser.
import { READ_TIME_MAX, READ_TIME_MIN, WORDS_PER_MINUTE } from './constants';
import { markdownToText } from './markdown';

// The public list keeps the same post objects for its cache's lifetime: each is read once.
const texts = new WeakMap<object, string>();

/** The words of a post's Markdown (cached per post object when one is given). */
export function postText(content: string, owner?: object): string {
  if (!owner) return markdownToText(content);
  let text = texts.get(owner);
  if (text === undefined) {
    text = markdownToText(content);
    texts.set(owner, text);
  }
  return text;
}

/** The words of plain text: a list's bullets and numbers (which markdownToText writes) are not words. */
const countReadWords = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word) && !/^\d+[.)]$/.test(word)).length;

/** Words / 200, rounded up, at least 1 (and at most the editor's 60); Markdown marks are not words. */
export function readTimeFromContent(content: string): number {
  const minutes = Math.ceil(countReadWords(markdownToText(content)) / WORDS_PER_MINUTE);
  return Math.min(READ_TIME_MAX, Math.max(READ_TIME_MIN, minutes));
}

/** Case-insensitive match on title, excerpt and content's words (the public search). */
export function postMatchesSearch(
  post: { title: string; excerpt: string; content?: string; category?: string },
  search: string,
  fields: ReadonlyArray<'title' | 'excerpt' | 'content' | 'category'> = ['title', 'excerpt', 'content'],
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => {
    const value = field === 'content' ? postText(post.content ?? '', post) : (post[field] ?? '');
    return value.toLowerCase().includes(needle);
  });
}
