import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAppProviders } from '@/testing/render-with-app-providers';
import { LazyNewsletterForm } from './lazy-newsletter-form';

/** An IntersectionObserver the test moves: jsdom lays nothing out, so it has none. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  /** The section comes within the preload margin of the viewport. */
  reach() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function renderLazyForm() {
  return renderWithAppProviders(<LazyNewsletterForm />);
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('LazyNewsletterForm', () => {
  it('keeps the form (and its validation stack) unloaded while the section is far away, even when the browser is idle', async () => {
    const idle = vi.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    renderLazyForm();
    // Let any effect, timer or idle callback run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status', { name: 'Loading the signup form' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Newsletter signup' })).not.toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('600px');
  });

  it('loads the form when the section nears the viewport', async () => {
    renderLazyForm();
    const observer = FakeIntersectionObserver.instances[0];
    expect(observer?.targets).toHaveLength(1);
    act(() => observer?.reach());
    // The form's module loads lazily: findBy waits (setup-tests gives it a loaded machine's time).
    expect(await screen.findByRole('form', { name: 'Newsletter signup' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
  });
});
