import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './surface.css';

interface SurfaceProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className'> {
  children?: ReactNode;
  /** Full-bleed media above the padded body (like antd Card's `cover`). */
  cover?: ReactNode;
  bodyStyle?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A bordered, rounded panel in antd Card's look. Not antd's Card: public pages hydrate no
 * antd (its style runtime alone is ≈25 KB gzip), and Card imports Tabs and Menu for its tab
 * list (≈28 KB more on Home); public pages only need the box.
 */
export function Surface({ children, cover, bodyStyle, ...rest }: SurfaceProps) {
  return (
    <div className="fm-surface" {...rest}>
      {cover && <div className="fm-surface__cover">{cover}</div>}
      <div className="fm-surface__body" style={bodyStyle}>
        {children}
      </div>
    </div>
  );
}
