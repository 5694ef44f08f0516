// In UTC, not the reader's zone: the server renders the page and the browser hydrates it, and both
// must print the same day (a post's date is the day it was published, in UTC). Written out rather
// than with Intl.DateTimeFormat: creating that formatter loads the browser's locale and time-zone
// data, 29 ms of one task on this machine while a rendered page hydrates (CPU profile of Home).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November 20, 2026' (en-US, long) from an ISO date string; the raw string when it does not parse. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
