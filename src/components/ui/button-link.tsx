import type { AnchorHTMLAttributes } from 'react';
import { buttonClass, ButtonContent, type ButtonLook } from './plain-button';
import { SiteLink } from './site-link';

type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type' | 'className'> &
  ButtonLook & { to: string };

/**
 * antd Button's look on a link to a page of the site (a SiteLink): one <a>, no button nested in a
 * link (axe 'nested-interactive').
 */
export function ButtonLink({ to, type, ghost, size, block, icon, children, ...rest }: ButtonLinkProps) {
  return (
    <SiteLink {...rest} to={to} className={buttonClass({ type, ghost, size, block })}>
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </SiteLink>
  );
}
