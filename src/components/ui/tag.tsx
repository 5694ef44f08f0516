import type { HTMLAttributes } from 'react';
import './tag.css';

/**
 * A label in antd Tag's filled look, tinted with the brand's purple (the theme's primary tokens).
 * Not antd's Tag: public pages hydrate no antd at all (src/components/ui/README.md).
 */
export function Tag({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={className ? `fm-tag ${className}` : 'fm-tag'} {...rest} />;
}
