// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_READY_ATTRIBUTE, NEEDS_APP_ATTRIBUTE } from '@/lib/ui-constants';
import { holdEarlyPresses } from './early-presses';

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

function button(needsApp: boolean): { element: HTMLButtonElement; presses: () => number } {
  const element = document.createElement('button');
  if (needsApp) element.setAttribute(NEEDS_APP_ATTRIBUTE, '');
  element.append(document.createElement('span'));
  document.body.append(element);
  const onClick = vi.fn();
  element.addEventListener('click', onClick);
  return { element, presses: () => onClick.mock.calls.length };
}

afterEach(() => {
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  document.body.replaceChildren();
});

describe('holdEarlyPresses', () => {
  it('holds a press made before the app is live, shows it pending, and makes it once the app is', async () => {
    holdEarlyPresses();
    const heart = button(true);
    // Pressed on the icon inside, twice, as an impatient reader would: one press is kept.
    heart.element.querySelector('span')!.click();
    heart.element.click();
    expect(heart.presses()).toBe(0);
    expect(heart.element.getAttribute('aria-busy')).toBe('true');

    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await flushObservers();
    expect(heart.presses()).toBe(1);
    expect(heart.element.hasAttribute('aria-busy')).toBe(false);

    // Live now: presses go straight through.
    heart.element.click();
    expect(heart.presses()).toBe(2);
  });

  it('leaves controls that work without the app alone', async () => {
    holdEarlyPresses();
    const plain = button(false);
    plain.element.click();
    expect(plain.presses()).toBe(1);
    expect(plain.element.hasAttribute('aria-busy')).toBe(false);
  });

  it('forgets a held control the app replaced', async () => {
    holdEarlyPresses();
    const heart = button(true);
    heart.element.click();
    heart.element.remove();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await flushObservers();
    expect(heart.presses()).toBe(0);
  });
});
