import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './text.css';

// Light stand-ins for antd Typography on public pages, which hydrate no antd (its style runtime
// alone is ≈25 KB gzip); Typography also carries the editable/copyable/ellipsis machinery that
// plain text never uses (≈24 KB more on Home). Colours are Typography's tokens (text.css).

type Tone = 'secondary';

interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  children?: ReactNode;
  type?: Tone;
  style?: CSSProperties;
}

function toneClass(base: string, type?: Tone): string {
  return type === 'secondary' ? `${base} fm-text--secondary` : base;
}

export function Title({ level = 1, children, ...rest }: TextProps & { level?: 1 | 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <Heading className={`fm-title fm-title--${level}`} {...rest}>
      {children}
    </Heading>
  );
}

export function Paragraph({ type, lines, children, style, ...rest }: TextProps & { lines?: number }) {
  const clamp: CSSProperties | undefined = lines
    ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
    : undefined;
  return (
    <p className={toneClass('fm-paragraph', type)} style={{ ...clamp, ...style }} {...rest}>
      {children}
    </p>
  );
}

export function Text({ type, strong, children, ...rest }: TextProps & { strong?: boolean }) {
  const base = strong ? 'fm-text fm-text--strong' : 'fm-text';
  return (
    <span className={toneClass(base, type)} {...rest}>
      {children}
    </span>
  );
}
