import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAppProviders } from '@/testing/render-with-app-providers';
import { LazyNewsletterForm } from './lazy-newsletter-form';

/** An IntersectionObserver that never reports: a section far below, or a callback that never comes. */
class SilentIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => vi.unstubAllGlobals());

// The module loads once per test file (lazy keeps it), so one test follows the whole way.
describe('LazyNewsletterForm', () => {
  it('waits, without a placeholder for good, until the reader reaches into the section, then is the live form', async () => {
    vi.stubGlobal('IntersectionObserver', SilentIntersectionObserver);
    const section = document.createElement('section');
    section.id = 'newsletter';
    const field = document.createElement('input');
    section.append(field);
    document.body.append(section);
    renderWithAppProviders(<LazyNewsletterForm />);
    // Drawn by the browser alone (no server HTML here), it shows the loading state meanwhile.
    expect(screen.getByRole('status', { name: 'Loading the signup form' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('form', { name: 'Newsletter signup' })).not.toBeInTheDocument();

    // The observer never reports; a focus inside the section is enough.
    fireEvent.focusIn(field);
    // The form's module loads lazily: findBy waits (setup-tests gives it a loaded machine's time).
    expect(await screen.findByRole('form', { name: 'Newsletter signup' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    section.remove();
  });
});
