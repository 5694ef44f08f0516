// In UTC, not the reader's zone: the server renders the page and the browser hydrates it, and both
// must print the same day (a post's date is the day it was published, in UTC).
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'November 20, 2026' from an ISO date string; the raw string when it does not parse. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
