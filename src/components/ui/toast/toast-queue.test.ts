import { describe, expect, it } from 'vitest';
import {
  CLOSED_TOASTS_KEPT,
  EMPTY_TOAST_STATE,
  openToasts,
  toastReducer,
  type ToastAction,
  type ToastEntry,
  type ToastState,
} from './toast-queue';

let counter = 0;
function entry(title: string, extra: Partial<ToastEntry> = {}): ToastEntry {
  counter += 1;
  return { id: `t${counter}`, open: true, kind: 'info', title, ...extra };
}

function run(...actions: ToastAction[]): ToastState {
  return actions.reduce(toastReducer, EMPTY_TOAST_STATE);
}

const add = (toast: ToastEntry): ToastAction => ({ type: 'add', toast });
const titles = (state: ToastState) => openToasts(state).map((toast) => toast.title);

describe('toast queue', () => {
  it('shows one toast at a time: the newest replaces the one showing', () => {
    const state = run(add(entry('First')), add(entry('Second')), add(entry('Third')));
    expect(titles(state)).toEqual(['Third']);
  });

  it('keeps a replaced or dismissed toast, closed, until it is removed', () => {
    const first = entry('First');
    const second = entry('Second');
    let state = run(add(first), add(second));
    expect(state.toasts.map((toast) => [toast.title, toast.open])).toEqual([
      ['Second', true],
      ['First', false],
    ]);
    state = toastReducer(state, { type: 'dismiss', id: second.id });
    expect(openToasts(state)).toEqual([]);
    expect(state.toasts).toHaveLength(2);
    state = toastReducer(state, { type: 'remove', id: first.id });
    expect(state.toasts.map((toast) => toast.title)).toEqual(['Second']);
  });

  it('replaces a toast with the same key instead of keeping both', () => {
    const state = run(add(entry('Update', { key: 'pwa' })), add(entry('Update again', { key: 'pwa' })));
    expect(state.toasts.map((toast) => toast.title)).toEqual(['Update again']);
  });

  it("never lets a background notice take the slot from a form's confirmation", () => {
    const confirmation = entry('Message sent successfully!', { kind: 'success' });
    let state = run(add(confirmation), add(entry('Ready to work offline', { background: true })));
    expect(titles(state)).toEqual(['Message sent successfully!']);
    // It waits its turn and shows once the confirmation is gone.
    state = toastReducer(state, { type: 'dismiss', id: confirmation.id });
    expect(titles(state)).toEqual(['Ready to work offline']);
  });

  it("a visitor's toast replaces a background notice, which then waits for the slot again", () => {
    const confirmation = entry('Successfully subscribed! 🎉', { kind: 'success' });
    let state = run(add(entry('Ready to work offline', { background: true })), add(confirmation));
    expect(titles(state)).toEqual(['Successfully subscribed! 🎉']);
    expect(state.waiting.map((toast) => toast.title)).toEqual(['Ready to work offline']);
    state = toastReducer(state, { type: 'dismiss', id: confirmation.id });
    expect(titles(state)).toEqual(['Ready to work offline']);
    expect(state.waiting).toEqual([]);
  });

  it('a background notice shows at once when the slot is free or held by another notice', () => {
    expect(titles(run(add(entry('Ready to work offline', { background: true }))))).toEqual(['Ready to work offline']);
    const state = run(
      add(entry('Ready to work offline', { background: true })),
      add(entry('A new version is available', { background: true, key: 'pwa-update' })),
    );
    expect(titles(state)).toEqual(['A new version is available']);
  });

  it('a waiting notice dismissed before its turn never shows', () => {
    const notice = entry('Ready to work offline', { background: true });
    const confirmation = entry('Message sent successfully!');
    let state = run(add(confirmation), add(notice), { type: 'dismiss', id: notice.id });
    state = toastReducer(state, { type: 'dismiss', id: confirmation.id });
    expect(openToasts(state)).toEqual([]);
  });

  it('keeps a bounded number of closed toasts', () => {
    const actions = Array.from({ length: CLOSED_TOASTS_KEPT + 10 }, (_, index) => add(entry(`Toast ${index}`)));
    const state = run(...actions);
    expect(state.toasts).toHaveLength(CLOSED_TOASTS_KEPT + 1);
    expect(titles(state)).toEqual([`Toast ${CLOSED_TOASTS_KEPT + 9}`]);
  });
});
