import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAppProviders } from '@/testing/render-with-app-providers';
import { FormPostProvider } from '@/lib/form-post';
import NewsletterForm from './newsletter-form';

function renderForm() {
  return renderWithAppProviders(<NewsletterForm id="newsletter" />);
}

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('NewsletterForm', () => {
  it('shows the spec messages and sends nothing when the input is invalid', async () => {
    const fetchMock = mockFetch(201, {});
    renderForm();
    await userEvent.type(screen.getByLabelText('First name'), 'A');
    await userEvent.type(screen.getByLabelText('Email address'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the signup, confirms with the spec toast and resets the form', async () => {
    const fetchMock = mockFetch(201, { message: 'Subscribed', alreadySubscribed: false });
    renderForm();
    await userEvent.type(screen.getByLabelText('First name'), 'Hannah');
    await userEvent.type(screen.getByLabelText('Email address'), 'hannah@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully subscribed! 🎉')).toBeInTheDocument();
    expect(screen.getByText('Check your email for your free prayer journal download link.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    // Exactly the spec's body: the empty honeypot is not sent.
    expect(JSON.parse(init.body as string)).toEqual({ firstName: 'Hannah', email: 'hannah@example.com' });
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it("shows the server's message on failure and keeps the input", async () => {
    mockFetch(429, { error: { message: 'Too many requests. Please try again later.' } });
    renderForm();
    await userEvent.type(screen.getByLabelText('First name'), 'Hannah');
    await userEvent.type(screen.getByLabelText('Email address'), 'hannah@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Hannah');
  });

  it('falls back to the generic message when the server sent none', async () => {
    mockFetch(500, 'oops');
    renderForm();
    await userEvent.type(screen.getByLabelText('First name'), 'Hannah');
    await userEvent.type(screen.getByLabelText('Email address'), 'hannah@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it("on the page answering a post, shows the server's errors beside what was typed, until the app sends it", async () => {
    const fetchMock = mockFetch(201, { message: 'Subscribed', alreadySubscribed: false });
    renderWithAppProviders(
      <FormPostProvider
        value={{
          form: 'newsletter',
          outcome: 'invalid',
          values: { firstName: 'Hannah', email: 'hannah@example' },
          fields: { email: 'Please enter a valid email address' },
        }}
      >
        <NewsletterForm id="newsletter" />
      </FormPostProvider>,
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Hannah');
    expect(screen.getByLabelText('Email address')).toHaveValue('hannah@example');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully subscribed! 🎉')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // antd lets the help line fade out.
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument());
  });

  it('is a form the browser can send itself: posted to its own page, with named fields', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Newsletter signup' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '#newsletter');
    expect(new FormData(form as HTMLFormElement).get('form')).toBe('newsletter');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('name', 'email');
    // Drawn by the app, it is the app's at once.
    expect(form).toHaveAttribute('data-live', 'true');
  });

  it('types the first-name input text, as its given-name autocomplete asks (HTML_CodeSniffer H98)', () => {
    renderForm();
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('autocomplete', 'given-name');
    expect(firstName).toHaveAttribute('type', 'text');
  });
});
