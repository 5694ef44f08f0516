// The blog's search as Firestore can answer it at any size. A published post stores the words a
// reader may search for as the keys of a map, each worth the post's publish time in milliseconds
// (`searchWords`, written whenever the post is stored; empty for a draft). A search asks for the
// newest posts holding one of its words: `searchWords.<word> <= now`, ordered by that same field,
// which Firestore answers from the single-field index it keeps of every map key, with no composite
// index per word. So a search reads a bounded page of candidates instead of every post, and
// scheduled posts stay hidden until their time. The server keeps the candidates holding every word
// and ranks them (title above excerpt above body).
//
// Chosen over an array of words queried with `array-contains`, which needs the same reads but a
// composite index to order and filter by date: the Firestore emulator also answered that query in
// about 3 s at 1,000 posts (every post's every word compared), against under 100 ms for this one
// (docs/measurements.md).
import { postText } from './post-text';
import { holds, searchTokens } from './search-words';

export interface SearchablePost {
  title: string;
  excerpt: string;
  category: string;
  content: string;
}

/** The words a post is found by: its words and their starts, title's first. */
export function postSearchTokens(post: SearchablePost): string[] {
  return searchTokens([post.title, post.excerpt, post.category, postText(post.content)]);
}

/**
 * What a post stores in SEARCH_WORDS_FIELD: each of its words worth its publish time in ms when it
 * is published, nothing when it is a draft (a draft is never found).
 */
export function storedSearchWords(
  post: SearchablePost & { status: string; publishedAt: number },
): Record<string, number> {
  if (post.status !== 'published') return {};
  return Object.fromEntries(postSearchTokens(post).map((token) => [token, post.publishedAt]));
}

/**
 * How well a candidate matches: 0 every word in the title, 1 in the title, excerpt or category,
 * 2 elsewhere (the body). Candidates are the posts whose tokens hold every word; this orders them.
 */
export function searchRank(
  post: Pick<SearchablePost, 'title' | 'excerpt' | 'category'>,
  words: readonly string[],
): number {
  if (words.every((word) => holds(post.title, word))) return 0;
  const summary = `${post.title} ${post.excerpt} ${post.category}`;
  if (words.every((word) => holds(summary, word))) return 1;
  return 2;
}
