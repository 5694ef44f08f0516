import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/domain/routes';
import type { BlogPost, NewsletterIssue } from '@/domain/types';
import { renderScreenAt } from '@/testing/render-with-app-providers';
import NewsletterPage from './newsletter-page';

const POST = {
  id: 'post-1',
  title: 'Waiting Well',
  slug: 'waiting-well',
  excerpt: 'Why patience is not passive.',
  imageUrl: '/images/waiting.jpg',
} as BlogPost;

const issue = (changes: Partial<NewsletterIssue>): NewsletterIssue => ({
  id: 'issue',
  subject: 'News',
  status: 'sending',
  total: 2,
  sent: 0,
  failed: 0,
  bounced: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
  sentAt: null,
  ...changes,
});

/** The send's answers in turn; a promise holds its answer back until the test settles it. */
let sendAnswers: Array<NewsletterIssue | Promise<NewsletterIssue>>;
/** What the history (GET /api/admin/newsletter/issues) answers now. */
let history: NewsletterIssue[];
let requests: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  requests = [];
  sendAnswers = [];
  history = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
      // Four subscribers, two of them confirmed: what a send would mail.
      if (url === '/api/admin/subscribers/counts') return json({ total: 4, confirmed: 2 });
      if (url === '/api/admin/newsletter/issues' && method === 'GET') return json(history);
      if (url === `/api/admin/blog-posts/${POST.id}`) return json(POST);
      if (url === '/api/admin/newsletter/test') return json({ to: 'owner@example.test' }, 201);
      if (url.startsWith('/api/admin/newsletter/issues')) return json(await sendAnswers.shift());
      return json({ error: { message: 'Not found' } }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderComposer = (at: string = ROUTES.adminNewsletter) =>
  renderScreenAt(ROUTES.adminNewsletter, <NewsletterPage />, { at });

describe('the newsletter composer', () => {
  it('fills in the announcement of a post: its title, picture, excerpt and link', async () => {
    renderComposer(ROUTES.adminNewsletterAnnounce(POST.id));
    const subject = await screen.findByLabelText('Subject');
    await waitFor(() => expect(subject).toHaveValue('Waiting Well'));
    const body = (screen.getByLabelText('Message') as HTMLTextAreaElement).value;
    expect(body).toContain('Hi {{firstName}},');
    expect(body).toContain('(</images/waiting.jpg>)');
    expect(body).toContain('Why patience is not passive.');
    expect(body).toContain('(/christian-dating-advice/waiting-well)');
  });

  it('says how the first name goes in, and previews the Markdown as readers get it', async () => {
    const user = userEvent.setup();
    renderComposer();
    expect(await screen.findByText(/Write \{\{firstName\}\} where each reader's first name should go/)).toBeVisible();
    await user.type(screen.getByLabelText('Message'), 'Some **bold** words');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.innerHTML).toContain('<p>Some <strong>bold</strong> words</p>'));
  });

  it('sends a test to the owner, naming no address', async () => {
    const user = userEvent.setup();
    renderComposer();
    await user.type(await screen.findByLabelText('Subject'), 'News');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: /Send test to me/ }));
    expect(await screen.findByText('A test email is on its way to owner@example.test.')).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/admin/newsletter/test')?.body).toEqual({
      subject: 'News',
      body: 'Hello',
    });
  });

  it('asks first with the number of confirmed subscribers, then sends in parts with one id until done', async () => {
    const user = userEvent.setup();
    sendAnswers = [issue({ sent: 1 }), issue({ sent: 2, status: 'sent', sentAt: '2026-11-20T09:01:00.000Z' })];
    renderComposer();
    await user.type(await screen.findByLabelText('Subject'), 'News');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(await screen.findByRole('button', { name: /Send to 2 confirmed subscribers/ }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('"News" will be emailed to 2 confirmed subscribers.');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Sent to 2 subscribers.')).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts[0]!.body).toEqual({ issueId: expect.stringMatching(/^issue-/), subject: 'News', body: 'Hello' });
    const { issueId } = posts[0]!.body as { issueId: string };
    expect(posts.map((request) => request.url)).toEqual([
      '/api/admin/newsletter/issues',
      `/api/admin/newsletter/issues/${issueId}/resume`,
    ]);
    // Done: the composer is empty for the next one.
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('shows the emails the mail server gave up on beside the sent count, during and after a send', async () => {
    const user = userEvent.setup();
    let finish!: (issue: NewsletterIssue) => void;
    sendAnswers = [issue({ sent: 1, failed: 1 }), new Promise((resolve) => (finish = resolve))];
    renderComposer();
    await user.type(await screen.findByLabelText('Subject'), 'News');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(await screen.findByRole('button', { name: /Send to 2 confirmed subscribers/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));

    // Under way: one failed, none bounced (so no bounced count), in antd's error colour.
    const progress = () => screen.getAllByRole('status').find((node) => node.textContent?.includes('Sending'))!;
    await waitFor(() => expect(progress()).toHaveTextContent('Sending: 1 of 2'));
    const during = within(progress()).getByTestId('issue-failures');
    expect(during).toHaveTextContent(/^1 failed$/);
    expect(during).toHaveClass('ant-typography-danger');

    finish(issue({ sent: 2, status: 'sent', sentAt: '2026-11-20T09:01:00.000Z', failed: 2, bounced: 1 }));
    const done = (await screen.findByText('Sent to 2 subscribers.')).closest('[role="status"]') as HTMLElement;
    expect(within(done).getByTestId('issue-failures')).toHaveTextContent(/^2 failed \(1 bounced\)$/);
  });

  it("shows failures counted after the send's last answer, as the history read again tells them", async () => {
    const user = userEvent.setup();
    const sent = { status: 'sent' as const, sent: 2, sentAt: '2026-11-20T09:01:00.000Z' };
    sendAnswers = [issue(sent)];
    renderComposer();
    await user.type(await screen.findByLabelText('Subject'), 'News');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(await screen.findByRole('button', { name: /Send to 2 confirmed subscribers/ }));
    // By the time the history is read again, the mail server has given one up.
    history = [issue({ ...sent, failed: 1, bounced: 1 })];
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));
    const done = (await screen.findByText('Sent to 2 subscribers.')).closest('[role="status"]') as HTMLElement;
    await waitFor(() =>
      expect(within(done).getByTestId('issue-failures')).toHaveTextContent(/^1 failed \(1 bounced\)$/),
    );
  });

  it('lists past sends with their failures, and none beside a send that had none', async () => {
    history = [
      issue({ id: 'rough', subject: 'Rough', status: 'sent', sent: 10, total: 10, failed: 3, bounced: 2 }),
      issue({ id: 'clean', subject: 'Clean', status: 'sent', sent: 5, total: 5 }),
      issue({ id: 'half', subject: 'Half', status: 'failed', sent: 4, total: 9, failed: 1 }),
    ];
    renderComposer();
    const row = async (id: string) => (await screen.findByRole('table')).querySelector(`tr[data-row-key="${id}"]`)!;
    await waitFor(async () => expect(await row('rough')).not.toBeNull());
    const rough = within((await row('rough')) as HTMLElement).getByTestId('issue-failures');
    expect(rough).toHaveTextContent(/^3 failed \(2 bounced\)$/);
    expect(rough).toHaveClass('ant-typography-danger');
    expect(within((await row('clean')) as HTMLElement).queryByTestId('issue-failures')).toBeNull();
    expect(await row('clean')).not.toHaveTextContent(/failed/);
    const half = (await row('half')) as HTMLElement;
    expect(half).toHaveTextContent('4 of 9');
    expect(within(half).getByTestId('issue-failures')).toHaveTextContent(/^1 failed$/);
  });
});
