// A press on a control that needs the app (marked NEEDS_APP_ATTRIBUTE), made after the page is
// painted but before the app is live, is held and made again once it is, never silently dropped.
// The page's entry installs this as it runs, so it listens from the first moment a script can:
// the app itself (about 150 KB) arrives a second or more later on a phone. Meanwhile the control
// shows it is pending (aria-busy, global.css). Links, forms, <details> and popovers need no
// holding: the browser does what they ask.
import { APP_READY_ATTRIBUTE, NEEDS_APP_ATTRIBUTE } from '@/lib/ui-constants';

const isLive = () => document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);

/** Holds presses until the app marks the page live, then presses each held control once, in order. */
export function holdEarlyPresses(): void {
  if (isLive()) return;
  const held = new Set<HTMLElement>();

  const hold = (event: Event) => {
    if (isLive()) return;
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(`[${NEEDS_APP_ATTRIBUTE}]`);
    if (!control) return;
    // Nothing listens yet; the app sees this press when it is made again.
    event.preventDefault();
    event.stopPropagation();
    held.add(control);
    control.setAttribute('aria-busy', 'true');
  };

  const replay = () => {
    if (!isLive()) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    for (const control of held) {
      control.removeAttribute('aria-busy');
      // Hydration keeps the server's elements, so the held one is the live one; one React replaced
      // (a page that could not hydrate as sent) is gone, and so is the press, as on any new page.
      if (control.isConnected) control.click();
    }
    held.clear();
  };

  const observer = new MutationObserver(replay);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
  document.addEventListener('click', hold, true);
}
