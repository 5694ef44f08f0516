// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear, whenReachedInto } from './when-near';

/** An IntersectionObserver that records what it watches and reports when told to. */
function stubObserver() {
  const watched: Element[] = [];
  const stopped = { disconnected: false };
  let report: (intersecting: boolean) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (isIntersecting) => callback([{ isIntersecting }]);
      }
      observe(element: Element) {
        watched.push(element);
      }
      disconnect() {
        stopped.disconnected = true;
      }
    },
  );
  return { watched, stopped, report: (intersecting: boolean) => report(intersecting) };
}

/** An island's wrapper (no box of its own) around a form. */
function island(): { wrapper: HTMLElement; form: HTMLElement } {
  const wrapper = document.createElement('div');
  wrapper.style.display = 'contents';
  const form = document.createElement('form');
  wrapper.append(form);
  document.body.append(wrapper);
  return { wrapper, form };
}

const settled = async (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 0))]);

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('whenNear', () => {
  it("watches an island's children, which have boxes, not its wrapper, which never intersects", async () => {
    const observer = stubObserver();
    const { wrapper, form } = island();
    const near = whenNear(wrapper);
    expect(observer.watched).toEqual([form]);
    observer.report(false);
    expect(await settled(near)).toBe(false);
    observer.report(true);
    expect(await settled(near)).toBe(true);
  });

  it('resolves when the reader reaches into it before it is near (a focus inside)', async () => {
    stubObserver();
    const { wrapper, form } = island();
    const near = whenNear(wrapper);
    form.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(near)).toBe(true);
  });

  it('settles and stops watching once its signal aborts (a page frame took its HTML away)', async () => {
    const observer = stubObserver();
    const { wrapper } = island();
    const stop = new AbortController();
    const near = whenNear(wrapper, stop.signal);
    expect(await settled(near)).toBe(false);
    stop.abort();
    expect(await settled(near)).toBe(true);
    expect(observer.stopped.disconnected).toBe(true);
  });
});

describe('whenReachedInto', () => {
  it('waits for a press, a key or a focus inside, however near the part is', async () => {
    for (const event of [
      new PointerEvent('pointerdown', { bubbles: true }),
      new KeyboardEvent('keydown', { bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
    ]) {
      const { wrapper, form } = island();
      const reached = whenReachedInto(wrapper);
      document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      expect(await settled(reached), `${event.type} elsewhere`).toBe(false);
      form.dispatchEvent(event);
      expect(await settled(reached), event.type).toBe(true);
    }
  });

  it('resolves at once when the focus is already inside, moved there before anyone listened', async () => {
    const { wrapper, form } = island();
    const field = document.createElement('input');
    form.append(field);
    field.focus();
    expect(await settled(whenReachedInto(wrapper))).toBe(true);
  });

  it('settles once its signal aborts', async () => {
    const { wrapper } = island();
    const stop = new AbortController();
    const reached = whenReachedInto(wrapper, stop.signal);
    expect(await settled(reached)).toBe(false);
    stop.abort();
    expect(await settled(reached)).toBe(true);
  });
});
