// The words a search finds and a document stores (the blog's posts, the owner's subscribers): each
// stored as a key of a map field, so a search is one query on one key (src/domain/post-search.ts).
// Apart from post-search, which reads a post's Markdown, so that code the public pages load (the
// owner's list paths, the newsletter form) never brings the Markdown parser with it.

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

/** Whether the words of `text` hold `word` as a word or as the start of one. */
export const holds = (text: string, word: string) => searchWords(text).some((candidate) => candidate.startsWith(word));
