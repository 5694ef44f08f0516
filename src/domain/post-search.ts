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

/** Shorter words are not stored, and are ignored in a search (they match nearly every post). */
export const SEARCH_WORD_MIN = 2;
/**
 * A word also matches as the start of a longer one ("pray" finds "prayer"), from this many letters:
 * each stored word brings its prefixes down to this length.
 */
export const SEARCH_PREFIX_MIN = 3;
/**
 * A post stores at most this many words, title's and excerpt's first: each is an index entry, and
 * an unusually long body must not push the document towards Firestore's limit of 40,000.
 */
export const SEARCH_WORDS_MAX = 6_000;

/** The stored map's field name (a word's entry is `searchWords.<word>`). */
export const SEARCH_WORDS_FIELD = 'searchWords';

/** Lowercase words without accents: "Épreuve, d'amour" → ["epreuve", "d", "amour"]. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words of a search a post must all hold, longest first (the longest is the one queried). */
export function searchQueryWords(search: string): string[] {
  const words = new Set(searchWords(search).filter((word) => word.length >= SEARCH_WORD_MIN));
  return [...words].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

function addWithPrefixes(tokens: Set<string>, word: string): void {
  if (word.length < SEARCH_WORD_MIN) return;
  tokens.add(word);
  for (let end = word.length - 1; end >= SEARCH_PREFIX_MIN; end -= 1) tokens.add(word.slice(0, end));
}

export interface SearchablePost {
  title: string;
  excerpt: string;
  category: string;
  content: string;
}

/**
 * The words `texts` are found by, in order: each word and its starts, up to `max` (a post's first
 * texts are its title and excerpt, so an unusually long body is what is cut).
 */
export function searchTokens(texts: readonly string[], max = SEARCH_WORDS_MAX): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const word of searchWords(text)) {
      if (tokens.size >= max) return [...tokens].slice(0, max);
      addWithPrefixes(tokens, word);
    }
  }
  return [...tokens].slice(0, max);
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

/** Whether the words of `text` hold `word` as a word or as the start of one. */
export const holds = (text: string, word: string) => searchWords(text).some((candidate) => candidate.startsWith(word));

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
