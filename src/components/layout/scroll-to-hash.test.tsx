import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToHash } from './scroll-to-hash';

/** Counts the scrolls to `#newsletter`; jsdom lays nothing out and has no scrollIntoView. */
let scrolls = 0;
const jsdomScrollIntoView = Element.prototype.scrollIntoView;

beforeEach(() => {
  vi.useFakeTimers();
  scrolls = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    if (this.id === 'newsletter') scrolls++;
  };
});
afterEach(() => {
  vi.useRealTimers();
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
  document.body.innerHTML = '';
});

/** Lets the observers report, then runs the frame they asked for. */
async function nextFrame(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
    vi.advanceTimersByTime(20);
  });
}

function addToPage(html: string, before?: Element | null): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.insertBefore(element, before ?? null);
  return element;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ScrollToHash />
    </MemoryRouter>,
  );
}

describe('ScrollToHash', () => {
  it('scrolls to the target once it is drawn, and again as the page above it fills in', async () => {
    renderAt('/#newsletter');
    expect(scrolls).toBe(0);
    addToPage('<section id="newsletter">Newsletter</section>');
    await nextFrame();
    expect(scrolls).toBe(1);
    // A list replaces its skeleton above the target, which the list pushes down.
    addToPage('<ul><li>An app review</li></ul>', document.getElementById('newsletter')?.parentElement);
    await nextFrame();
    expect(scrolls).toBe(2);
  });

  it("lets go at the reader's first scroll, and after ten seconds", async () => {
    addToPage('<section id="newsletter">Newsletter</section>');
    renderAt('/#newsletter');
    expect(scrolls).toBe(1);
    window.dispatchEvent(new Event('wheel'));
    addToPage('<p>More above</p>', document.body.firstChild as Element);
    await nextFrame();
    expect(scrolls).toBe(1);

    renderAt('/#newsletter');
    expect(scrolls).toBe(2);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    addToPage('<p>Later still</p>', document.body.firstChild as Element);
    await nextFrame();
    expect(scrolls).toBe(2);
  });

  it('does nothing without a hash', async () => {
    addToPage('<section id="newsletter">Newsletter</section>');
    renderAt('/');
    addToPage('<p>More</p>');
    await nextFrame();
    expect(scrolls).toBe(0);
  });
});
