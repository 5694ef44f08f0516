// Numbers only the browser UI reads: how many placeholders a loading list shows, and how toasts and
// tooltips time themselves. The functions never need them, so they stay out of src/domain.

/** Loading placeholders: a short list (3 cards), a full grid (6), admin table rows, dashboard tabs. */
export const SKELETON_COUNT_SMALL = 3;
export const SKELETON_COUNT_LARGE = 6;
export const ADMIN_SKELETON_ROWS = 5;
export const DASHBOARD_SKELETON_COUNT = 3;

/** One toast visible at a time; a dismissed one leaves the list 1,000,000 ms after it closed; each shows for 5 s. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;
/** How far a toast must be swiped to dismiss it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The toast viewport's widest (toast-host.css writes the same 420px; the end-to-end tests check it). */
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
/** A tooltip opens after a 700 ms hover; moving to a neighbour within 300 ms opens it at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Set on <html> once React runs the page (hydrated or drawn): what the server sent is now live. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
/**
 * Marks a control that does nothing without the app (a heart, a copy button): a press on it before
 * the app is live is held and made again once it is (src/app/early-presses.ts).
 */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';
