/** The UTC day an instant falls on, `YYYY-MM-DD`: how the owner's daily numbers (clicks, page views) are keyed. */
export const utcDay = (millis: number): string => new Date(millis).toISOString().slice(0, 10);
