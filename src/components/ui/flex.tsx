import type { CSSProperties, HTMLAttributes } from 'react';
import './flex.css';

interface FlexProps extends HTMLAttributes<HTMLDivElement> {
  vertical?: boolean;
  wrap?: boolean;
  /** The gap in pixels. */
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

/**
 * antd's Flex as one `<div>` and a stylesheet: public pages hydrate no antd at all, and antd's
 * Flex alone brings its style runtime (cssinjs, the theme's algorithm): one left on Home took it
 * from 149.4 to 174.4 KB gzip (src/components/ui/README.md).
 */
export function Flex({ vertical, wrap, gap, align, justify, className, style, ...rest }: FlexProps) {
  const classes = ['fm-flex', vertical && 'fm-flex--vertical', wrap && 'fm-flex--wrap', className].filter(Boolean);
  const layout = {
    ...(gap !== undefined && { '--fm-flex-gap': `${gap}px` }),
    ...(align && { '--fm-flex-align': align }),
    ...(justify && { '--fm-flex-justify': justify }),
  };
  return <div className={classes.join(' ')} style={{ ...layout, ...style }} {...rest} />;
}
