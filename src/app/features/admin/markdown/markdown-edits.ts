// The Markdown toolbar's edits: each takes the field's text and selection and gives the new text
// with what to select next, so the owner can type over a placeholder or keep on writing.

export interface TextEdit {
  value: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

export type MarkdownMark = 'heading' | 'bold' | 'italic' | 'link' | 'bulleted' | 'numbered' | 'quote' | 'image';

const INLINE = {
  bold: { marker: '**', placeholder: 'bold text' },
  italic: { marker: '_', placeholder: 'italic text' },
};

/** Wraps the selection in `marker` (a placeholder when nothing is selected), or unwraps it when already wrapped. */
function wrap(edit: TextEdit, marker: string, placeholder: string): TextEdit {
  const { value, start, end } = edit;
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);
  const size = marker.length;
  if (before.endsWith(marker) && after.startsWith(marker)) {
    return { value: before.slice(0, -size) + selected + after.slice(size), start: start - size, end: end - size };
  }
  if (selected.length > 2 * size && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(size, -size);
    return { value: before + inner + after, start, end: start + inner.length };
  }
  // Markers hug the words: spaces selected with them stay outside.
  const text = selected.trim() || placeholder;
  const lead = selected.trim() ? selected.slice(0, selected.indexOf(text)) : '';
  const trail = selected.trim() ? selected.slice(lead.length + text.length) : '';
  const at = start + lead.length + size;
  return { value: `${before}${lead}${marker}${text}${marker}${trail}${after}`, start: at, end: at + text.length };
}

const URL_PLACEHOLDER = 'https://';
const looksLikeUrl = (text: string) => /^(https?:\/\/|\/)\S*$/i.test(text);

/** `[text](url)` or `![alt](url)`: the selection becomes the text (or the address, if it is one); the address is selected next. */
function linkTo(edit: TextEdit, image: boolean): TextEdit {
  const { value, start, end } = edit;
  const selected = value.slice(start, end).trim();
  const isUrl = looksLikeUrl(selected);
  const text = isUrl || !selected ? (image ? 'image description' : 'link text') : selected;
  const url = isUrl ? selected : URL_PLACEHOLDER;
  const opening = `${image ? '!' : ''}[`;
  const inserted = `${opening}${text}](${url})`;
  const next = value.slice(0, start) + inserted + value.slice(end);
  // An address still to write is selected; with one given, the text is.
  if (isUrl) return { value: next, start: start + opening.length, end: start + opening.length + text.length };
  const urlAt = start + opening.length + text.length + 2;
  return { value: next, start: urlAt, end: urlAt + url.length };
}

const LINE_MARKS = {
  heading: { prefix: () => '## ', pattern: /^#{1,6} / },
  bulleted: { prefix: () => '- ', pattern: /^[-*+] / },
  numbered: { prefix: (index: number) => `${index + 1}. `, pattern: /^\d+[.)] / },
  quote: { prefix: () => '> ', pattern: /^> ?/ },
} as const;

/**
 * Marks every line the selection touches (a heading, a list item, a quote), or takes the mark off
 * when every one of them has it already. A heading or a list item replaces the other line marks;
 * a quote keeps them (a quoted list).
 */
function markLines(edit: TextEdit, mark: keyof typeof LINE_MARKS): TextEdit {
  const { value, start, end } = edit;
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split('\n');
  const { prefix, pattern } = LINE_MARKS[mark];
  const marked = lines.every((line) => pattern.test(line));
  const others = Object.values(LINE_MARKS)
    .filter((other) => other.pattern !== pattern && mark !== 'quote')
    .map((other) => other.pattern);
  const changed = lines.map((line, index) => {
    if (marked) return line.replace(pattern, '');
    const bare = others.reduce((text, other) => text.replace(other, ''), line);
    return prefix(index) + bare;
  });
  const text = changed.join('\n');
  // Headings, lists and quotes may interrupt a paragraph in CommonMark: no blank line is needed above.
  const caret = from + text.length;
  return {
    value: value.slice(0, from) + text + value.slice(to),
    start: lines.length === 1 && start === end ? caret : from,
    end: caret,
  };
}

/** The text and selection after pressing a toolbar button. */
export function applyMark(edit: TextEdit, mark: MarkdownMark): TextEdit {
  switch (mark) {
    case 'bold':
    case 'italic':
      return wrap(edit, INLINE[mark].marker, INLINE[mark].placeholder);
    case 'link':
      return linkTo(edit, false);
    case 'image':
      return linkTo(edit, true);
    default:
      return markLines(edit, mark);
  }
}
