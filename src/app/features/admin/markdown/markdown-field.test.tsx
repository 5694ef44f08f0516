import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { matchMediaAtWidth } from '@/testing/match-media';
import { SAMPLE_APP_REVIEW } from '@/testing/sample-content';
import { MarkdownField } from './markdown-field';

const ARTICLE = [
  '## Where to meet',
  '',
  '- church',
  `- [${SAMPLE_APP_REVIEW.name}](${SAMPLE_APP_REVIEW.affiliateUrl})`,
  '',
  '<script>alert(1)</script>',
].join('\n');

function Field({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="post-content">Content</label>
      <MarkdownField
        id="post-content"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </>
  );
}

const renderField = (props: Parameters<typeof Field>[0] = {}) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Field {...props} />
    </QueryClientProvider>,
  );

/** antd's breakpoints answer as on a screen `width` pixels wide. */
const screenWidth = (width: number) => vi.stubGlobal('matchMedia', matchMediaAtWidth(width));

beforeEach(() => {
  // The public lists the preview marks affiliate links by.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes('/api/app-reviews') ? [SAMPLE_APP_REVIEW] : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Markdown field', () => {
  it("the toolbar marks the textarea's selection, and the text typed next replaces the placeholder", async () => {
    screenWidth(1280);
    const user = userEvent.setup();
    const values: string[] = [];
    renderField({ initial: 'Love is patient\nPray\nRead', onValue: (value) => values.push(value) });
    const content = screen.getByLabelText<HTMLTextAreaElement>('Content');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });

    content.focus();
    content.setSelectionRange(8, 15);
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(content).toHaveValue('Love is **patient**\nPray\nRead');

    content.setSelectionRange(20, 29);
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(content).toHaveValue('Love is **patient**\n- Pray\n- Read');

    content.setSelectionRange(0, 0);
    await user.click(within(toolbar).getByRole('button', { name: 'Heading' }));
    expect(content).toHaveValue('## Love is **patient**\n- Pray\n- Read');

    // A link: the address is selected, ready to type over.
    content.setSelectionRange(content.value.length, content.value.length);
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    await user.keyboard('https://upward.example');
    expect(content).toHaveValue('## Love is **patient**\n- Pray\n- Read[link text](https://upward.example)');
    expect(values.at(-1)).toBe(content.value);
  });

  it('on a wide screen, previews beside the field as the article shows it: affiliate links sponsored, HTML as text', async () => {
    screenWidth(1280);
    renderField({ initial: ARTICLE });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveTextContent('Where to meet');
    expect(within(preview).getByRole('list')).toBeInTheDocument();
    const link = () => within(preview).getByRole('link', { name: SAMPLE_APP_REVIEW.name });
    expect(link()).toHaveAttribute('href', SAMPLE_APP_REVIEW.affiliateUrl);
    // Once the apps are in: the preview's HTML is drawn again, its link marked.
    await waitFor(() => expect(link()).toHaveAttribute('rel', 'sponsored noopener'));
    expect(preview).toHaveTextContent('<script>alert(1)</script>');
    expect(preview.querySelector('script')).toBeNull();
  });

  it("on a phone, 'Write' and 'Preview' are tabs, and the preview follows what was written", async () => {
    screenWidth(390);
    const user = userEvent.setup();
    renderField();
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Content'), '## Grace{enter}{enter}Be kind.');

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveTextContent('Grace');
    expect(preview).toHaveTextContent('Be kind.');

    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByLabelText('Content')).toHaveValue('## Grace\n\nBe kind.');
  });

  it('says there is nothing to preview before anything is written', () => {
    screenWidth(1280);
    renderField();
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Nothing to preview yet.');
  });
});
