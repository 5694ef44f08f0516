import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { buttonClass, ButtonContent, type ButtonLook } from './plain-button';

type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'type' | 'className'> &
  ButtonLook & { to: To };

/**
 * antd Button's look on a real router link: one <a>, no button nested in a
 * link (axe 'nested-interactive'), and client-side navigation on a plain click.
 */
export function ButtonLink({ to, type, ghost, size, block, icon, children, ...rest }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      {...rest}
      href={href}
      className={buttonClass({ type, ghost, size, block })}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => handleClick(event)}
    >
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </a>
  );
}
