import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/domain/routes';
import type { BlogPostSummary } from '@/domain/types';
import { renderScreenAt } from '@/testing/render-with-app-providers';
import BlogManagementPage from './blog-management-page';

const summary = (index: number): BlogPostSummary => ({
  id: `post-${index}`,
  slug: `post-${index}`,
  title: `Post number ${index}`,
  excerpt: 'An excerpt.',
  category: 'Dating Advice',
  publishedAt: '2026-11-01T09:00:00.000Z',
  readTime: 3,
  status: index % 2 ? 'draft' : 'published',
});

/** The list as the server holds it: 45 posts, answered a page at a time with the total in a header. */
const ALL = Array.from({ length: 45 }, (_, index) => summary(index));
let asked: URL[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      asked.push(parsed);
      const search = parsed.searchParams.get('search')?.toLowerCase();
      const status = parsed.searchParams.get('status');
      const page = Number(parsed.searchParams.get('page'));
      const pageSize = Number(parsed.searchParams.get('pageSize'));
      const kept = ALL.filter(
        (post) => (!search || post.title.toLowerCase().includes(search)) && (!status || post.status === status),
      );
      return new Response(JSON.stringify(kept.slice((page - 1) * pageSize, page * pageSize)), {
        status: 200,
        headers: { 'X-Total-Count': String(kept.length) },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderList = () => renderScreenAt(ROUTES.adminBlog, <BlogManagementPage />);

const rowKeys = () => [...document.querySelectorAll('tr[data-row-key]')].map((row) => row.getAttribute('data-row-key'));

describe("the owner's blog list", () => {
  it('shows the first page the server answers, and asks for the page the owner picks', async () => {
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('Post number 0')).toBeVisible();
    expect(rowKeys()).toHaveLength(20);
    expect(asked[0]!.pathname).toBe('/api/admin/blog-posts');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ page: '1', pageSize: '20' });

    await user.click(within(screen.getByRole('list')).getByTitle('3'));
    expect(await screen.findByText('Post number 40')).toBeVisible();
    expect(rowKeys()).toEqual(['post-40', 'post-41', 'post-42', 'post-43', 'post-44']);
    expect(asked.at(-1)!.searchParams.get('page')).toBe('3');
  });

  it('sends the search to the server once typing pauses, back at page 1', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Post number 0');
    await user.click(within(screen.getByRole('list')).getByTitle('2'));
    await screen.findByText('Post number 20');

    await user.type(screen.getByRole('textbox', { name: 'Search posts' }), 'number 4');
    expect(await screen.findByText('Post number 44')).toBeVisible();
    const searches = asked.filter((url) => url.searchParams.has('search'));
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['number 4']);
    expect(searches[0]!.searchParams.get('page')).toBe('1');
    expect(rowKeys()).toEqual(['post-4', 'post-40', 'post-41', 'post-42', 'post-43', 'post-44']);
  });

  it("says 'No blog posts found' when the server has none", async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Post number 0');
    await user.type(screen.getByRole('textbox', { name: 'Search posts' }), 'nothing like this');
    expect(await screen.findByText('No blog posts found')).toBeVisible();
  });
});
