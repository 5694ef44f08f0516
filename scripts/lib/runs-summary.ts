// How the benches summarise repeated runs of one measure.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** 'median (min–max)' with each value written by `format`, or just the value for one run. */
export function medianAndRange(values: number[], format: (value: number) => string): string {
  return values.length === 1
    ? format(values[0]!)
    : `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}
