import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import { ROUTES } from '@/domain/routes';
import { createQueryClient } from '@/lib/query-client';
import PostEditorPage from './post-editor-page';

function renderNewPostForm() {
  const router = createMemoryRouter(
    [
      { path: ROUTES.adminBlogNew, element: <PostEditorPage /> },
      { path: ROUTES.adminBlog, element: <p>Blog list</p> },
    ],
    { initialEntries: [ROUTES.adminBlogNew] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NotifyProvider>
        <RouterProvider router={router} />
      </NotifyProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // The empty form asks whether image upload can work here, and the preview the apps and resources
  // whose links are affiliate links.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const body = String(input).includes('/api/upload-image') ? { available: true } : [];
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

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
