/** `items` in runs of at most `size`, in order: for the limits Firestore sets per query or read. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`a chunk holds at least one item, not ${size}`);
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}
