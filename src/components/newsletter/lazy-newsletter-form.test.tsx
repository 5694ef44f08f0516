import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import { createQueryClient } from '@/lib/query-client';
import { hydrateServerRender } from '@/testing/hydrate-server-render';
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

const client = createQueryClient();
/** The form in a page, under the providers the app gives it (src/app/providers.tsx). */
const page = (): ReactElement => (
  <QueryClientProvider client={client}>
    <NotifyProvider>
      <LazyNewsletterForm />
    </NotifyProvider>
  </QueryClientProvider>
);

/** Brings the form's module in through React, as a screen the browser draws does (lazy keeps it). */
async function loadTheFormsModule(): Promise<void> {
  const { unmount } = renderWithAppProviders(<LazyNewsletterForm />);
  await screen.findByRole('form', { name: 'Newsletter signup' });
  unmount();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

// The form's module loads once per file (lazy keeps it): the screen the browser draws comes first.
describe('LazyNewsletterForm', () => {
  it('on a screen the browser draws by itself, shows its loading state, then the live form at once', async () => {
    vi.stubGlobal('IntersectionObserver', SilentIntersectionObserver);
    renderWithAppProviders(<LazyNewsletterForm />);
    expect(screen.getByRole('status', { name: 'Loading the signup form' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Newsletter signup' })).toHaveAttribute('data-live', 'true');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('is a plain form in the server page, and becomes the live form once the reader reaches into it, keeping the text', async () => {
    vi.stubGlobal('IntersectionObserver', SilentIntersectionObserver);
    // The server's render (no window there) waits for the form's module and writes the whole form;
    // with the module already come, a synchronous render writes the same.
    await loadTheFormsModule();
    const errors = vi.spyOn(console, 'error');
    await hydrateServerRender(page);

    const form = screen.getByRole('form', { name: 'Newsletter signup' });
    expect(form).toHaveAttribute('method', 'post');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(form).not.toHaveAttribute('data-live');

    // The observer never reports; typing into a field is enough.
    const email = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.focusIn(email);
    fireEvent.input(email, { target: { value: 'ruth@example.com' } });
    // Live, the same element, and the text never cleared on the way.
    const values: string[] = [];
    await vi.waitFor(
      () => {
        values.push((email as HTMLInputElement).value);
        expect(form).toHaveAttribute('data-live', 'true');
      },
      { timeout: 10_000, interval: 1 },
    );
    expect(screen.getByRole('form', { name: 'Newsletter signup' })).toBe(form);
    expect(new Set(values)).toEqual(new Set(['ruth@example.com']));
    expect(screen.queryByRole('status', { name: 'Loading the signup form' })).not.toBeInTheDocument();
    // No hydration mismatch: the island's providers draw the server's very markup.
    expect(errors).not.toHaveBeenCalled();
  });
});
