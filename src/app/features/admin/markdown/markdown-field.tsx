// A Markdown field for the owner's writing (blog posts; newsletter issues can use it too): a
// toolbar for the common marks acting on the selection, and a live preview rendered by the same
// renderer as the public article, beside the field on a wide screen and as a tab on a phone.
import {
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Col, Flex, Grid, Input, Row, Tabs, Tooltip, Typography, type GetRef } from 'antd';
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { ArticleBody } from '@/components/article-body';
import { renderMarkdown } from '@/domain/markdown';
import { applyMark, type MarkdownMark, type TextEdit } from './markdown-edits';
import { useAffiliateLinks } from './use-affiliate-links';

export const MARKDOWN_FIELD_TEXT = {
  toolbar: 'Formatting',
  write: 'Write',
  preview: 'Preview',
  empty: 'Nothing to preview yet.',
} as const;

/** A quote mark: antd has no quote icon, and the character reads as one at any size. */
const QuoteIcon = () => (
  <span aria-hidden style={{ fontFamily: 'inherit', fontWeight: 700, fontSize: 16, lineHeight: 1 }}>
    “
  </span>
);

const MARKS: ReadonlyArray<{ mark: MarkdownMark; label: string; icon: ReactNode }> = [
  { mark: 'heading', label: 'Heading', icon: <FontSizeOutlined aria-hidden /> },
  { mark: 'bold', label: 'Bold', icon: <BoldOutlined aria-hidden /> },
  { mark: 'italic', label: 'Italic', icon: <ItalicOutlined aria-hidden /> },
  { mark: 'link', label: 'Link', icon: <LinkOutlined aria-hidden /> },
  { mark: 'bulleted', label: 'Bulleted list', icon: <UnorderedListOutlined aria-hidden /> },
  { mark: 'numbered', label: 'Numbered list', icon: <OrderedListOutlined aria-hidden /> },
  { mark: 'quote', label: 'Quote', icon: <QuoteIcon /> },
  { mark: 'image', label: 'Image by URL', icon: <PictureOutlined aria-hidden /> },
];

type TextAreaRef = GetRef<typeof Input.TextArea>;

export interface MarkdownFieldProps {
  /** The textarea's id: its label's `htmlFor`. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Focuses the textarea (react-hook-form's field ref, for its first error). */
  ref?: Ref<{ focus: () => void }>;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** While the form is busy (a send in progress): nothing can be changed. */
  disabled?: boolean;
  /** The textarea's height, in lines. */
  minRows?: number;
  maxRows?: number;
}

/** The rendered Markdown, as readers will see it. */
function MarkdownPreview({ value }: { value: string }) {
  const links = useAffiliateLinks();
  // Typing stays quick on a long article: the preview follows a moment later.
  const deferred = useDeferredValue(value);
  const html = useMemo(() => renderMarkdown(deferred, links), [deferred, links]);
  return (
    <section
      aria-label={MARKDOWN_FIELD_TEXT.preview}
      style={{
        minHeight: '100%',
        padding: '12px 16px',
        border: '1px solid var(--ant-color-border-secondary)',
        borderRadius: 'var(--ant-border-radius)',
        background: 'var(--ant-color-bg-container)',
      }}
    >
      {deferred.trim() ? (
        <ArticleBody html={html} />
      ) : (
        <Typography.Text type="secondary">{MARKDOWN_FIELD_TEXT.empty}</Typography.Text>
      )}
    </section>
  );
}

export function MarkdownField({
  id,
  value,
  onChange,
  onBlur,
  name,
  ref,
  status,
  disabled = false,
  minRows = 10,
  maxRows = 30,
  ...aria
}: MarkdownFieldProps) {
  const screens = Grid.useBreakpoint();
  const textArea = useRef<TextAreaRef>(null);
  // Where the selection goes once the edited text is in the field.
  const [selection, setSelection] = useState<{ start: number; end: number } | null>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');

  useLayoutEffect(() => {
    const element = textArea.current?.resizableTextArea?.textArea;
    if (!selection || !element) return;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
    setSelection(null);
  }, [selection]);

  const press = (mark: MarkdownMark) => {
    const element = textArea.current?.resizableTextArea?.textArea;
    const current: TextEdit = {
      value,
      start: element?.selectionStart ?? value.length,
      end: element?.selectionEnd ?? value.length,
    };
    const next = applyMark(current, mark);
    onChange(next.value);
    setSelection({ start: next.start, end: next.end });
  };

  const setRefs = (instance: TextAreaRef | null) => {
    textArea.current = instance;
    if (typeof ref === 'function') ref(instance);
    else if (ref) (ref as { current: unknown }).current = instance;
  };

  const editor = (
    <Flex vertical gap={8}>
      <Flex role="toolbar" aria-label={MARKDOWN_FIELD_TEXT.toolbar} aria-controls={id} wrap gap={4}>
        {MARKS.map(({ mark, label, icon }) => (
          <Tooltip key={mark} title={label}>
            <Button size="small" icon={icon} aria-label={label} disabled={disabled} onClick={() => press(mark)} />
          </Tooltip>
        ))}
      </Flex>
      <Input.TextArea
        ref={setRefs}
        id={id}
        name={name}
        value={value}
        status={status}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoSize={{ minRows, maxRows }}
        disabled={disabled}
        spellCheck
        {...aria}
      />
    </Flex>
  );

  // The preview is antd's md breakpoint and up: beside the field; below it, a tab.
  if (screens.md) {
    return (
      <Row gutter={16}>
        <Col span={12}>{editor}</Col>
        <Col span={12}>
          <MarkdownPreview value={value} />
        </Col>
      </Row>
    );
  }
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as 'write' | 'preview')}
      size="small"
      items={[
        { key: 'write', label: MARKDOWN_FIELD_TEXT.write, children: editor },
        {
          key: 'preview',
          label: MARKDOWN_FIELD_TEXT.preview,
          children: <MarkdownPreview value={value} />,
        },
      ]}
    />
  );
}
