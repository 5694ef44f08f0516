// An article's body as readers see it: the HTML the one Markdown renderer made (src/domain/markdown),
// in the theme's type. The article page shows the server's, the editor's preview its own: the same.
import type { HTMLAttributes } from 'react';
import './article-body.css';

interface ArticleBodyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /**
   * renderMarkdown's answer, and nothing else: raw HTML in the Markdown came out as text and only
   * http(s) and site links survived, so it is safe to put in the page as it is.
   */
  html: string;
  'data-testid'?: string;
}

export function ArticleBody({ html, className, ...rest }: ArticleBodyProps) {
  return (
    <div
      {...rest}
      className={className ? `fm-article-body ${className}` : 'fm-article-body'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
