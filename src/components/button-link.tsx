import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: To };

/**
 * An antd button look on a real router link: one <a>, no button nested in a
 * link (axe 'nested-interactive'), and client-side navigation on a plain click.
 */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => handleClick(event)} />;
}
