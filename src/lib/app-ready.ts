// The two names the page's entry shares with the app: small, and a module of their own, so the
// entry's chunk (vite.config.ts, ENTRY_SHARED) carries them without pulling in the app.

/** Set on <html> once React runs the page (hydrated or drawn): what the server sent is now live. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
/**
 * Marks a control that does nothing without the app (a heart, a copy button): a press on it before
 * the app is live is held and made again once it is (src/app/early-presses.ts).
 */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';
/**
 * Marks a part whose keys (its value: key names, space-separated) do nothing without the app,
 * though its presses work as HTML (a tab strip's arrow keys between tab links): such a key pressed
 * before the app is live is held and pressed again once it is (src/app/early-presses.ts).
 */
export const KEYS_NEED_APP_ATTRIBUTE = 'data-keys-need-app';
/**
 * Set on <html> once the entry holds early presses: until then a control that needs the app is
 * not shown (global.css), so nothing that would drop a press can be pressed, and without scripts
 * no dead control shows at all (GOV.UK's `js-enabled` pattern).
 */
export const PRESSES_HELD_ATTRIBUTE = 'data-presses-held';
