import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import './icon-styles.css';

interface IconProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The icon's drawing, from `@ant-design/icons-svg/es/asn/` (outlined or filled: no two-tone). */
  svg: IconDefinition;
  spin?: boolean;
}

/** The icon's SVG as antd draws it: 1em square, in the text's colour, hidden from assistive technology. */
function drawing(node: AbstractNode, key: string | undefined, root: Record<string, string> | undefined): ReactNode {
  return createElement(
    node.tag,
    { key, ...node.attrs, ...root },
    node.children?.map((child, index) => drawing(child, `${child.tag}-${index}`, undefined)),
  );
}

/**
 * An icon of antd's set, drawn as `@ant-design/icons` draws it (the same `<span class="anticon
 * anticon-NAME" role="img">` and `<svg>`, styled by icon-styles.css), with none of its runtime: its
 * context, two-tone colours (with antd's colour code) and per-mount stylesheet check, and each
 * icon's own wrapper, were 4.7 KB gzip of Home's first load (bench:bundle). Member and admin
 * screens use `@ant-design/icons` itself.
 */
export function Icon({ svg, spin, className, ...rest }: IconProps) {
  const node = svg.icon;
  if (typeof node === 'function') throw new Error(`Icon draws no two-tone icon (${svg.name})`);
  const classes = ['anticon', `anticon-${svg.name}`, (spin || svg.name === 'loading') && 'anticon-spin', className];
  return (
    <span role="img" aria-label={svg.name} {...rest} className={classes.filter(Boolean).join(' ')}>
      {drawing(node, undefined, {
        'data-icon': svg.name,
        width: '1em',
        height: '1em',
        fill: 'currentColor',
        'aria-hidden': 'true',
      })}
    </span>
  );
}
