// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_READY_ATTRIBUTE,
  KEYS_NEED_APP_ATTRIBUTE,
  NEEDS_APP_ATTRIBUTE,
  PRESSES_HELD_ATTRIBUTE,
} from '@/lib/app-ready';
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

afterEach(async () => {
  // Every test's holder lets go (the page went live), so none listens on into the next test.
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  await flushObservers();
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  document.body.replaceChildren();
});

describe('holdEarlyPresses', () => {
  it('holds a press made before the app is live, shows it pending, and makes it once the app is', async () => {
    document.documentElement.removeAttribute(PRESSES_HELD_ATTRIBUTE);
    holdEarlyPresses();
    // The controls that need the app show from now on (global.css).
    expect(document.documentElement.hasAttribute(PRESSES_HELD_ATTRIBUTE)).toBe(true);
    const heart = button(true);
    // Pressed on the icon inside, twice, as an impatient reader would: one press is kept.
    heart.element.querySelector('span')!.click();
    heart.element.click();
    expect(heart.presses()).toBe(0);
    expect(heart.element.getAttribute('aria-busy')).toBe('true');

    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await flushObservers();
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

  it('presses the control that replaced a held one under the same name', async () => {
    holdEarlyPresses();
    const anonymous = button(true);
    anonymous.element.setAttribute('aria-label', 'Save to favorites: "Waiting" & hoping');
    anonymous.element.click();
    // Right after hydration, the member's heart takes the anonymous one's place.
    anonymous.element.remove();
    const member = button(true);
    member.element.setAttribute('aria-label', 'Save to favorites: "Waiting" & hoping');
    const other = button(true);
    other.element.setAttribute('aria-label', 'Save to favorites: Another');
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await flushObservers();
    await flushObservers();
    expect([anonymous.presses(), member.presses(), other.presses()]).toEqual([0, 1, 0]);
  });

  it('finds a replacement named by its text, as Copy link is', async () => {
    holdEarlyPresses();
    const server = button(true);
    server.element.append('Copy link');
    server.element.click();
    server.element.remove();
    const live = button(true);
    live.element.append('Copy link');
    const other = button(true);
    other.element.append('Share');
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await flushObservers();
    await flushObservers();
    expect([server.presses(), live.presses(), other.presses()]).toEqual([0, 1, 0]);
  });

  it('forgets a held control the app replaced with nothing of its name', async () => {
    holdEarlyPresses();
    const heart = button(true);
    heart.element.setAttribute('aria-label', 'Save to favorites: Gone');
    heart.element.click();
    heart.element.remove();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await flushObservers();
    await flushObservers();
    expect(heart.presses()).toBe(0);
  });

  it("holds a part's keys made before the app is live and presses them again where they were pressed, once it is", async () => {
    holdEarlyPresses();
    const strip = document.createElement('div');
    strip.setAttribute(KEYS_NEED_APP_ATTRIBUTE, 'ArrowRight End');
    const tab = document.createElement('a');
    strip.append(tab);
    document.body.append(strip);
    const keys: string[] = [];
    strip.addEventListener('keydown', (event) => keys.push(event.key));
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      tab.dispatchEvent(event);
      return event.defaultPrevented;
    };

    // Its own keys are held, and not given their browser meaning meanwhile; any other key goes through.
    expect([press('End'), press('ArrowRight'), press('Tab')]).toEqual([true, true, false]);
    expect(keys).toEqual(['Tab']);

    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await flushObservers();
    await flushObservers();
    expect(keys).toEqual(['Tab', 'End', 'ArrowRight']);

    // Live now: keys go straight through.
    press('End');
    expect(keys).toEqual(['Tab', 'End', 'ArrowRight', 'End']);
  });
});
