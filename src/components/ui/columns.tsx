import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './columns.css';

interface ColumnsProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
  /** Between cells, both ways (antd Row's `gutter={[gap, gap]}`), in px. */
  gap: number;
  /** Cross-axis alignment (antd Row's `align`); cells stretch to the row's height by default. */
  align?: 'middle';
  /** Main-axis alignment (antd Row's `justify`): a short last row centred. */
  justify?: 'center';
}

/**
 * A wrapping row of cards or columns in antd Row's look. antd's Row and Col write their grid's CSS
 * into every page that uses them: 87 KB of `.ant-col-*` rules in Home's HTML for the 24 spans at
 * each breakpoint, and 7.5 KB (gzip) of script; the public pages need three column counts.
 */
export function Columns({ children, gap, align, justify, className, style, ...rest }: ColumnsProps) {
  return (
    <div
      className={className ? `fm-columns ${className}` : 'fm-columns'}
      style={
        {
          '--fm-columns-gap': `${gap}px`,
          alignItems: align === 'middle' ? 'center' : undefined,
          justifyContent: justify,
          ...style,
        } as CSSProperties
      }
      {...rest}
    >
      {children}
    </div>
  );
}

interface ColumnProps {
  children?: ReactNode;
  /** Width in 24ths of the row on phones (antd Col's `xs`); wider screens inherit the next size down. */
  xs?: number;
  /** From 576 px (antd's `sm`). */
  sm?: number;
  /** From 768 px (antd's `md`). */
  md?: number;
  /** From 992 px (antd's `lg`). */
  lg?: number;
}

/** One cell of a `Columns`, sized like antd's Col. */
export function Column({ children, xs = 24, sm = xs, md = sm, lg = md }: ColumnProps) {
  // Every span is set on the cell itself: custom properties inherit, and a grid nested in a cell
  // must not take its parent cell's sizes.
  const spans = {
    '--fm-column-span-xs': xs,
    '--fm-column-span-sm': sm,
    '--fm-column-span-md': md,
    '--fm-column-span-lg': lg,
  } as CSSProperties;
  return (
    <div className="fm-column" style={spans}>
      {children}
    </div>
  );
}
