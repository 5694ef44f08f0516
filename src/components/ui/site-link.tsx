import type { AnchorHTMLAttributes } from 'react';
import { isPlainClick } from '@/lib/plain-click';
import { useSiteNavigation, type SiteLocation } from '@/lib/site-navigation';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to a page of the site, as react-router's Link in the app (a plain click moves in place)
 * and a plain link in an island (src/lib/site-navigation.tsx says why): the header's links are in
 * both.
 */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const { navigate, movesInPlace } = useSiteNavigation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, event.currentTarget) || !movesInPlace(to)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** Whether the page at `location` is the one `to` names, or (unless `end`) one under it. */
export function isCurrentPage(to: string, { pathname }: SiteLocation, end = false): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  return path === target || (!end && path.startsWith(target.endsWith('/') ? target : `${target}/`));
}

/** A site link that says whether it is the current page: `aria-current` and its active class, as react-router's NavLink. */
export function SiteNavLink({
  to,
  end,
  className,
  activeClassName,
  ...rest
}: SiteLinkProps & { end?: boolean; activeClassName: string }) {
  const current = isCurrentPage(to, useSiteNavigation().location, end);
  return (
    <SiteLink
      {...rest}
      to={to}
      className={current ? `${className ?? ''} ${activeClassName}`.trim() : className}
      aria-current={current ? 'page' : undefined}
    />
  );
}
