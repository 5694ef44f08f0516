/** Pros and cons travel as JSON-encoded string lists in the API's answers. */
export function encodeStringList(items: readonly string[]): string {
  return JSON.stringify(items);
}

/** Tolerates bad data: anything that is not a JSON list of strings reads as []. */
export function decodeStringList(encoded: string | null | undefined): string[] {
  if (!encoded) return [];
  try {
    const value: unknown = JSON.parse(encoded);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export interface PriceRange {
  low: string;
  high: string | null;
}

/** '$29.99 - $49.99' → { low: '$29.99', high: '$49.99' }; 'Free' → { low: 'Free', high: null }. */
export function parsePriceRange(price: string): PriceRange {
  const [low, high] = price.split(' - ').map((part) => part.trim());
  return { low: low ?? price, high: high || null };
}
