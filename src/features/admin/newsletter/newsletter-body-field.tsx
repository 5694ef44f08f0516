// The composer's body: Markdown in a text area, and a preview drawn by the articles' renderer,
// so what the owner previews is what readers get. All in this one component, so the post
// editor's Markdown toolbar and preview can take its place without the screen around it changing.
import { Input, Skeleton, Tabs, Typography } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { useEffect, useState } from 'react';
import { NEWSLETTER_TEXT } from '../admin-text';

type NewsletterBodyFieldProps = Omit<TextAreaProps, 'value'> & { value: string };

/** The renderer loads only when the owner first asks for a preview. */
function MarkdownPreview({ source }: { source: string }) {
  const [rendered, setRendered] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('@/domain/markdown').then(({ renderMarkdown }) => {
      if (current) setRendered({ source, html: renderMarkdown(source) });
    });
    return () => {
      current = false;
    };
  }, [source]);
  if (!source.trim()) return <Typography.Text type="secondary">{NEWSLETTER_TEXT.previewEmpty}</Typography.Text>;
  if (rendered?.source !== source) {
    return (
      <div role="status" aria-label={NEWSLETTER_TEXT.previewLoading}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  // renderMarkdown's HTML is safe as it is: raw HTML shows as text, only http(s) and site links.
  return <div data-testid="newsletter-preview" dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}

export function NewsletterBodyField({ value, ...textArea }: NewsletterBodyFieldProps) {
  const [tab, setTab] = useState('write');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      size="small"
      items={[
        {
          key: 'write',
          label: NEWSLETTER_TEXT.write,
          // Kept mounted on Preview, so the form's focus-on-error and the field's id stay there.
          forceRender: true,
          children: <Input.TextArea {...textArea} value={value} autoSize={{ minRows: 10, maxRows: 30 }} />,
        },
        {
          key: 'preview',
          label: NEWSLETTER_TEXT.preview,
          children: tab === 'preview' ? <MarkdownPreview source={value} /> : null,
        },
      ]}
    />
  );
}
