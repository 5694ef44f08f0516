/** The UTC day an instant falls on, `YYYY-MM-DD`: how the owner's daily numbers (clicks, page views) are keyed. */
export const utcDay = (millis: number): string => new Date(millis).toISOString().slice(0, 10);

/** A day's milliseconds: the owner's numbers count UTC days, which have no daylight-saving change. */
export const DAY_MS = 24 * 60 * 60 * 1000;
