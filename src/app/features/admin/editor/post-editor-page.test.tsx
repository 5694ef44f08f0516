import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import type { ImageVariants } from '@/domain/image-variants';
import { ROUTES } from '@/domain/routes';
import { MESSAGES } from '@/domain/schemas';
import type { BlogPost } from '@/domain/types';
import { createQueryClient } from '@/lib/query-client';
import PostEditorPage from './post-editor-page';
import { sampleImageVariants } from '@/testing/sample-content';

function renderEditor(entry: string) {
  const router = createMemoryRouter(
    [
      { path: ROUTES.adminBlogNew, element: <PostEditorPage /> },
      { path: ROUTES.adminBlogEditPattern, element: <PostEditorPage /> },
      { path: ROUTES.adminBlog, element: <p>Blog list</p> },
    ],
    { initialEntries: [entry] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NotifyProvider>
        <RouterProvider router={router} />
      </NotifyProvider>
    </QueryClientProvider>,
  );
}

const renderNewPostForm = () => renderEditor(ROUTES.adminBlogNew);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A test's answer to one request, or undefined for the usual ones. */
type Answer = (url: string, init: RequestInit | undefined) => Response | undefined;
let answer: Answer = () => undefined;
let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

/** The requests sent with a body (the writes), as method, path and parsed JSON. */
const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => ({
      method: init!.method,
      url: String(input),
      body: typeof init!.body === 'string' ? (JSON.parse(init!.body) as unknown) : init!.body,
    }));

beforeEach(() => {
  answer = () => undefined;
  // The empty form asks whether image upload can work here, and the preview the apps and resources
  // whose links are affiliate links.
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const given = answer(url, init);
    if (given) return given;
    return json(url.includes('/api/upload-image') ? { available: true } : []);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const VARIANTS: ImageVariants = sampleImageVariants('a1b2c3');

const SAVED_POST: BlogPost = {
  id: 'p1',
  slug: 'waiting-well',
  title: 'Waiting Well',
  excerpt: 'Contentment in singleness.',
  content: 'Body text.',
  category: 'Single Life',
  imageUrl: '/images/seed/garden-gate.jpg',
  image: VARIANTS,
  publishedAt: '2026-01-15T08:30:00.000Z',
  readTime: 1,
  status: 'published',
};

/** The server makes every picture it is given by URL. */
const makesPictures: Answer = (url, init) => {
  if (!url.includes('/api/upload-image') || init?.method !== 'POST') return undefined;
  const { url: imageUrl } = JSON.parse(String(init.body)) as { url: string };
  return json({ imageUrl, image: VARIANTS }, 201);
};

/** Answers the prompt 'Enter image URL:' with `url` and presses the button. */
async function useImageUrl(user: ReturnType<typeof userEvent.setup>, url: string) {
  vi.spyOn(window, 'prompt').mockReturnValueOnce(url);
  await user.click(await screen.findByRole('button', { name: /Use Image URL/ }));
}

describe('the post editor form', () => {
  it('fills the slug from the title until the slug is edited by hand', async () => {
    const user = userEvent.setup();
    renderNewPostForm();
    const title = await screen.findByLabelText('Title');
    const slug = screen.getByLabelText('URL Slug');

    await user.type(title, "God's Way!");
    expect(slug).toHaveValue('gods-way');

    await user.clear(slug);
    await user.type(slug, 'mine');
    await user.type(title, ' Now');
    expect(slug).toHaveValue('mine');

    // An emptied slug follows the title again.
    await user.clear(slug);
    await user.type(title, '?');
    expect(slug).toHaveValue('gods-way-now');
  });

  it('starts read time at 5 and recalculates it from the content (200 words a minute, rounded up)', async () => {
    const user = userEvent.setup();
    renderNewPostForm();
    const readTime = await screen.findByLabelText('Read Time (minutes)');
    expect(readTime).toHaveValue('5');
    const content = screen.getByLabelText('Content');

    await user.type(content, 'Short.');
    expect(readTime).toHaveValue('1');

    // 401 words: 401 / 200 rounded up is 3 minutes.
    await user.click(content);
    await user.paste(` ${Array.from({ length: 400 }, () => 'word').join(' ')}`);
    expect(readTime).toHaveValue('3');
  });

  it('counts the words of the Markdown for the read time, not its marks', async () => {
    const user = userEvent.setup();
    renderNewPostForm();
    const readTime = await screen.findByLabelText('Read Time (minutes)');
    // 150 list items of one word: 300 pieces of text, but 150 words, so 1 minute and not 2.
    await user.click(screen.getByLabelText('Content'));
    await user.paste(Array.from({ length: 150 }, () => '- word').join('\n'));
    expect(readTime).toHaveValue('1');
  });

  it("shows the spec's message for each required field on an empty submit", async () => {
    const user = userEvent.setup();
    renderNewPostForm();
    await user.clear(await screen.findByLabelText('Publish Date'));
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    for (const message of [
      'Title is required',
      'Slug is required',
      'Excerpt is required',
      'Content is required',
      'Category is required',
      'Publish date is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the featured image and its description', () => {
  it('asks the server to make a picture from a URL, then asks for its description on a new post', async () => {
    const user = userEvent.setup();
    answer = makesPictures;
    renderNewPostForm();
    expect(await screen.findByRole('button', { name: /Use Image URL/ })).toBeInTheDocument();
    // No picture, no description to write.
    expect(screen.queryByLabelText('Image Description')).not.toBeInTheDocument();

    await useImageUrl(user, ' /images/seed/garden-gate.jpg ');
    const description = await screen.findByLabelText('Image Description');
    expect(writes()).toEqual([
      { method: 'POST', url: '/api/upload-image', body: { url: '/images/seed/garden-gate.jpg' } },
    ]);
    // The preview shows the smallest variant the server made.
    expect(screen.getByRole('img', { name: 'Featured Image preview' })).toHaveAttribute('src', '/img/a1b2c3/400.jpg');

    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText(MESSAGES.imageAltRequired)).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    // With the other fields' messages, at once.
    expect(screen.getByText('Title is required')).toBeInTheDocument();

    // Pasted, not typed: after a failed submit each keystroke validates and redraws the whole form,
    // which in jsdom on a loaded machine took this test past its timeout.
    await user.click(description);
    await user.paste('A wooden gate in a garden wall');
    await waitFor(() => expect(screen.queryByText(MESSAGES.imageAltRequired)).not.toBeInTheDocument());

    // Removed and given again, the picture keeps its description.
    await user.click(screen.getByRole('button', { name: /Remove Image/ }));
    expect(screen.queryByLabelText('Image Description')).not.toBeInTheDocument();
    await useImageUrl(user, '/images/seed/garden-gate.jpg');
    expect(await screen.findByLabelText('Image Description')).toHaveValue('A wooden gate in a garden wall');
  });

  it('shows the server’s refusal of a URL on the field, and keeps the URL out of it', async () => {
    const user = userEvent.setup();
    answer = (url, init) =>
      url.includes('/api/upload-image') && init?.method === 'POST'
        ? json({ error: { message: 'Could not fetch a picture from that address' } }, 422)
        : undefined;
    renderNewPostForm();
    await useImageUrl(user, 'https://example.com/missing.jpg');

    expect(await screen.findByText('Could not fetch a picture from that address')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'POST', url: '/api/upload-image', body: { url: 'https://example.com/missing.jpg' } },
    ]);
    expect(screen.queryByRole('img', { name: 'Featured Image preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove Image/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Image Description')).not.toBeInTheDocument();
  });

  it('checks an address on the page before asking the server', async () => {
    const user = userEvent.setup();
    renderNewPostForm();
    await useImageUrl(user, 'http://example.com/a.jpg');
    expect(await screen.findByText(MESSAGES.urlNotHttps)).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('saves an older post unchanged without a description of its picture', async () => {
    const user = userEvent.setup();
    answer = (url) => (url.endsWith('/api/admin/blog-posts/p1') ? json(SAVED_POST) : undefined);
    renderEditor(ROUTES.adminBlogEdit('p1'));
    const description = await screen.findByLabelText('Image Description');
    expect(description).toHaveValue('');
    expect(screen.getByRole('img', { name: 'Featured Image preview' })).toHaveAttribute('src', '/img/a1b2c3/400.jpg');

    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText('Blog list')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.imageAltRequired)).not.toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/blog-posts/p1',
        body: expect.objectContaining({ imageUrl: SAVED_POST.imageUrl, imageAlt: '' }) as unknown,
      },
    ]);
  });

  it('asks for a description when an older post gets another picture', async () => {
    const user = userEvent.setup();
    answer = (url, init) => (url.endsWith('/api/admin/blog-posts/p1') ? json(SAVED_POST) : makesPictures(url, init));
    renderEditor(ROUTES.adminBlogEdit('p1'));
    await screen.findByLabelText('Image Description');
    await useImageUrl(user, 'https://cdn.example.com/new-cover.jpg');
    await waitFor(() => expect(screen.getByText('https://cdn.example.com/new-cover.jpg')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText(MESSAGES.imageAltRequired)).toBeInTheDocument();
    expect(writes().filter((write) => write.method === 'PUT')).toEqual([]);
  });
});
