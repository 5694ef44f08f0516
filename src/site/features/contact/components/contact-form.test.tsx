import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { renderWithAppProviders } from '@/testing/render-with-app-providers';
import { FormPostProvider } from '@/lib/form-post';
import { ContactForm } from './contact-form';

/** Counts loads of the validation module (zod and the resolver), which stays the real one. */
const resolverModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./contact-resolver', async (importOriginal) => {
  resolverModule.loads += 1;
  return importOriginal();
});

function renderForm() {
  return renderWithAppProviders(<ContactForm />);
}

async function fillForm(values: { name?: string; email?: string; subject?: string; message?: string } = {}) {
  const user = userEvent.setup();
  const {
    name = 'Ruth Miller',
    email = 'ruth@example.com',
    subject = 'Hello',
    message = 'Thank you for the articles.',
  } = values;
  await user.type(screen.getByLabelText('Name *'), name);
  await user.type(screen.getByLabelText('Email *'), email);
  await user.type(screen.getByLabelText('Subject *'), subject);
  await user.type(screen.getByLabelText('Message *'), message);
  return user;
}

function mockFetch(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('loads its validation (zod) only once a field is focused, not for a visitor who only reads', async () => {
    renderForm();
    // Let any effect run: nothing may load the module while the page is only read.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(resolverModule.loads).toBe(0);
    await userEvent.setup().click(screen.getByLabelText('Name *'));
    await waitFor(() => expect(resolverModule.loads).toBe(1));
  });

  it('marks every field required, with the email typed as email and the name as text', () => {
    renderForm();
    for (const label of ['Name *', 'Email *', 'Subject *', 'Message *']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email *')).toHaveAttribute('type', 'email');
    // Its name autocomplete counts only on an input typed text (HTML_CodeSniffer H98).
    expect(screen.getByLabelText('Name *')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: /Send Message/ })).toBeInTheDocument();
  });

  it("sends the message, shows the spec's toast and clears the form", async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: /Send Message/ }));

    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
    // The form shows 'Sending...' as validation starts, before it calls fetch: answered before the
    // call, the answer went nowhere and the form stayed 'Sending...' (a fresh-clone run, loaded).
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release(new Response(JSON.stringify({ id: 'abc' }), { status: 201 }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24-48 hours.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveValue(''));
    expect(screen.getByLabelText('Message *')).toHaveValue('');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    // The empty honeypot is not sent.
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ruth Miller',
      email: 'ruth@example.com',
      subject: 'Hello',
      message: 'Thank you for the articles.',
    });
  });

  it('keeps what was typed and points to the support email when sending fails', async () => {
    mockFetch(() => new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: /Send Message/ }));

    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(env.supportEmail.replace('.', '\\.')))).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('Ruth Miller');
    expect(screen.getByLabelText('Message *')).toHaveValue('Thank you for the articles.');
    expect(screen.getByRole('button', { name: /Send Message/ })).toBeEnabled();
  });

  it("shows the server's field errors on their fields", async () => {
    mockFetch(
      () =>
        new Response(
          JSON.stringify({
            error: { message: 'Invalid input', fields: { subject: 'Must be at most 200 characters' } },
          }),
          {
            status: 400,
          },
        ),
    );
    renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates with the shared schema before sending anything', async () => {
    const fetchMock = mockFetch(() => new Response('{}', { status: 201 }));
    renderForm();
    const user = await fillForm({ name: '   ', email: 'ruth@example' });
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on the page answering a sent post, says it was sent; on a refused one, why, keeping what was typed', () => {
    const { unmount } = renderWithAppProviders(
      <FormPostProvider value={{ form: 'contact', outcome: 'sent', values: {}, fields: {} }}>
        <ContactForm />
      </FormPostProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent("Message sent successfully! We'll get back to you within");
    unmount();
    renderWithAppProviders(
      <FormPostProvider
        value={{
          form: 'contact',
          outcome: 'invalid',
          values: { name: 'Ruth', email: 'ruth@example', subject: 'Hi', message: 'Hello' },
          fields: { email: 'Please enter a valid email address' },
        }}
      >
        <ContactForm />
      </FormPostProvider>,
    );
    expect(screen.getByLabelText('Name *')).toHaveValue('Ruth');
    expect(screen.getByLabelText('Message *')).toHaveValue('Hello');
    expect(screen.getByLabelText('Email *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('is a form the browser can send itself: posted to its own page, with named fields', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Contact form' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '#contact-form');
    expect(new FormData(form).get('form')).toBe('contact');
    expect(screen.getByRole('button', { name: /Send Message/ })).toBeEnabled();
  });
});
