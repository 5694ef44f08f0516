// A press on a control that needs the app (marked NEEDS_APP_ATTRIBUTE), made after the page is
// painted but before the app is live, is held and made again once it is, never silently dropped.
// The page's entry installs this as it runs, so it listens from the first moment a script can:
// the app itself (about 150 KB) arrives a second or more later on a phone. Meanwhile the control
// shows it is pending (aria-busy, global.css). Links, forms, <details> and popovers need no
// holding: the browser does what they ask. The keys a part adds to HTML (a tab strip's arrow keys)
// are held the same way: pressed before the part is live, nothing would hear them.
import {
  APP_READY_ATTRIBUTE,
  KEYS_NEED_APP_ATTRIBUTE,
  NEEDS_APP_ATTRIBUTE,
  PRESSES_HELD_ATTRIBUTE,
} from '@/lib/app-ready';

const isLive = () => document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);

/** Holds presses until the app marks the page live, then presses each held control once, in order. */
export function holdEarlyPresses(): void {
  // From here on a press on a control that needs the app is never lost: show those controls.
  document.documentElement.setAttribute(PRESSES_HELD_ATTRIBUTE, '');
  if (isLive()) return;
  const held = new Set<HTMLElement>();
  const heldKeys: { target: HTMLElement; key: string }[] = [];

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

  const holdKey = (event: KeyboardEvent) => {
    if (isLive() || !(event.target instanceof HTMLElement)) return;
    const part = event.target.closest(`[${KEYS_NEED_APP_ATTRIBUTE}]`);
    if (!part?.getAttribute(KEYS_NEED_APP_ATTRIBUTE)?.split(' ').includes(event.key)) return;
    // Not the browser's own meaning either (End would scroll the page): the part's, once it is live.
    event.preventDefault();
    event.stopPropagation();
    heldKeys.push({ target: event.target, key: event.key });
  };

  const replay = () => {
    if (!isLive()) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    document.removeEventListener('keydown', holdKey, true);
    // A task later, not in this microtask: the renders React makes right after hydration (state
    // only the browser knows, such as a member's signed-in hint) have landed by then, so the press
    // reaches the control as the reader now sees it, not as the server drew it.
    setTimeout(() => {
      for (const control of held) {
        control.removeAttribute('aria-busy');
        // Hydration keeps the server's elements, but such a render may have replaced one (the
        // anonymous heart becomes the member's): its replacement carries the same name.
        const live = control.isConnected ? control : replacementOf(control);
        live?.click();
      }
      held.clear();
      // Where the reader pressed it: a key goes to what has the focus, which hydration keeps.
      for (const { target, key } of heldKeys.splice(0)) {
        if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      }
    }, 0);
  };

  const observer = new MutationObserver(replay);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
  document.addEventListener('click', hold, true);
  document.addEventListener('keydown', holdKey, true);
}

/** A control's name as a reader hears it: its label, or else its text ('Copy link'). */
const nameOf = (control: HTMLElement) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';

/** The control that now stands where a replaced one stood: the one that needs the app under the same name. */
function replacementOf(control: HTMLElement): HTMLElement | null {
  const name = nameOf(control);
  if (!name) return null;
  const controls = document.querySelectorAll<HTMLElement>(`[${NEEDS_APP_ATTRIBUTE}]`);
  return Array.from(controls).find((candidate) => nameOf(candidate) === name) ?? null;
}
