// The blog's search as Firestore can answer it at any size: each post stores the words a reader
// may search for (`searchTokens`, written whenever the post is stored), and a search asks for the
// posts holding one of its words with `array-contains`, so it reads a bounded page of candidates
// instead of every post. The server ranks those candidates (title above excerpt above body) and
// keeps the ones holding every word.
import { postText } from './post-text';

/** Shorter words are not stored, and are ignored in a search (they match nearly every post). */
export const SEARCH_WORD_MIN = 2;
/**
 * A word also matches as the start of a longer one ("pray" finds "prayer"), from this many letters:
 * each stored word brings its prefixes down to this length.
 */
export const SEARCH_PREFIX_MIN = 3;
/**
 * A post stores at most this many tokens, title's and excerpt's first, so an unusually long body
 * cannot push the document towards Firestore's limit of 40,000 index entries.
 */
export const SEARCH_TOKENS_MAX = 6_000;

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

/** What a post stores for the search: its words and their prefixes, title's first. */
export function postSearchTokens(post: SearchablePost): string[] {
  const tokens = new Set<string>();
  const texts = [post.title, post.excerpt, post.category, postText(post.content)];
  for (const text of texts) {
    for (const word of searchWords(text)) {
      if (tokens.size >= SEARCH_TOKENS_MAX) return [...tokens].slice(0, SEARCH_TOKENS_MAX);
      addWithPrefixes(tokens, word);
    }
  }
  return [...tokens].slice(0, SEARCH_TOKENS_MAX);
}

/** Whether the words of `text` hold `word` as a word or as the start of one. */
const holds = (text: string, word: string) => searchWords(text).some((candidate) => candidate.startsWith(word));

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
