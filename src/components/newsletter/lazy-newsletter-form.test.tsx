import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAppProviders } from '@/testing/render-with-app-providers';
import { LazyNewsletterForm } from './lazy-newsletter-form';

/** An IntersectionObserver that never reports: a section far below, or a callback that never comes. */
class SilentIntersectionObserver {
  static created = 0;
  constructor() {
    SilentIntersectionObserver.created += 1;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('LazyNewsletterForm', () => {
  it('shows the form whether or not the section ever nears the viewport', async () => {
    // The form once waited for an observer's callback; one that never came left a skeleton for good.
    vi.stubGlobal('IntersectionObserver', SilentIntersectionObserver);
    renderWithAppProviders(<LazyNewsletterForm />);
    // The form's module loads lazily: findBy waits (setup-tests gives it a loaded machine's time).
    expect(await screen.findByRole('form', { name: 'Newsletter signup' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(SilentIntersectionObserver.created).toBe(0);
  });
});
