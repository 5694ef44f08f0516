import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { Icon } from '@/components/ui/icon';
import { useEffect, useState } from 'react';
import { SiteLink, SiteNavLink } from '@/components/ui/site-link';
import { IconTooltip } from '@/components/ui/icon-tooltip';
import { HEADER_ICONS_ONLY_MEDIA } from './header-media';
import { PlainButton } from '@/components/ui/plain-button';
import { BRAND } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { AccountEntry } from './account-entry';
import { NAV_LINKS } from './nav-links';
import { NEWSLETTER_ANCHOR, scrollToId } from './scroll-to-id';
import './site-header.css';

const MOBILE_MENU_ID = 'mobile-menu';

/** Closes the phone menu if it is open (choosing a link, 'Free Devotional', another page). */
function closeMenu(): void {
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/**
 * The header in antd Layout.Header and Menu's place, plain links painted with the theme's
 * tokens: public pages hydrate no antd (its style runtime alone is ≈25 KB gzip), and antd's Menu
 * (≈22 KB) and Layout (≈3 KB) would join every page's first load besides.
 *
 * The phone menu is a popover the menu button toggles by itself (`popovertarget`): it opens with
 * the first tap, before the app is live and without scripts, and the browser closes it on Escape
 * or a tap outside and gives focus back to the button. The button's icon and name follow the
 * popover's state in CSS (site-header.css), so they are right before the app runs too. The app
 * adds what HTML cannot: closing the menu when a link in it (or back/forward) changes the page.
 */
export function SiteHeader() {
  // Mirrors the popover's state for the tooltip, which only the app draws.
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const menu = document.getElementById(MOBILE_MENU_ID);
    const onToggle = (event: Event) => setMenuOpen((event as ToggleEvent).newState === 'open');
    menu?.addEventListener('toggle', onToggle);
    return () => menu?.removeEventListener('toggle', onToggle);
  }, []);

  // Back/forward closes the menu at once, when the browser moves in history. Not on the router's
  // commit of the new page: that can come seconds later on a busy phone, and it would close a menu
  // the reader opened on the page meanwhile (a CI run caught it). Links in the menu close it as
  // they are chosen; a tap anywhere else is a popover's light dismiss.
  useEffect(() => {
    window.addEventListener('popstate', closeMenu);
    return () => window.removeEventListener('popstate', closeMenu);
  }, []);

  const freeDevotional = () => {
    closeMenu();
    scrollToId(NEWSLETTER_ANCHOR);
  };

  const links = (onChoose?: () => void) =>
    NAV_LINKS.map(({ to, label }) => (
      <li key={to}>
        <SiteNavLink
          to={to}
          end={to === ROUTES.home}
          className="fm-nav-link"
          activeClassName="fm-nav-link--active"
          onClick={onChoose}
        >
          {label}
        </SiteNavLink>
      </li>
    ));

  return (
    <header className="fm-header">
      <div className="fm-header__bar">
        {/* Where the header shows only the heart, the brand's name is its tooltip; the label names
            the link at every width, so the tooltip never repeats it as a description. */}
        <IconTooltip title={BRAND} media={HEADER_ICONS_ONLY_MEDIA}>
          <SiteLink to={ROUTES.home} className="fm-brand" aria-label={BRAND}>
            <Icon svg={HeartFilled} aria-hidden className="fm-brand__icon" />
            <span className="fm-brand__name">{BRAND}</span>
          </SiteLink>
        </IconTooltip>
        <nav aria-label="Main" className="fm-nav fm-nav--wide">
          <ul>{links()}</ul>
          <PlainButton type="primary" onClick={freeDevotional}>
            Free Devotional
          </PlainButton>
          <AccountEntry />
        </nav>
        <IconTooltip title={menuOpen ? 'Close menu' : 'Open menu'}>
          {/* Its name is the words of whichever half shows (CSS hides the other), no aria-label:
              the browser exposes the popover's state on the button as expanded / collapsed. */}
          <PlainButton className="fm-menu-button" type="text" popoverTarget={MOBILE_MENU_ID}>
            <span className="fm-menu-button__when-closed">
              <Icon svg={MenuOutlined} aria-hidden="true" />
              <span className="fm-visually-hidden">Open menu</span>
            </span>
            <span className="fm-menu-button__when-open">
              <Icon svg={CloseOutlined} aria-hidden="true" />
              <span className="fm-visually-hidden">Close menu</span>
            </span>
          </PlainButton>
        </IconTooltip>
      </div>
      <nav id={MOBILE_MENU_ID} aria-label="Mobile" className="fm-nav fm-nav--narrow" popover="auto">
        <ul>{links(closeMenu)}</ul>
        <AccountEntry variant="list" onChoose={closeMenu} />
        <PlainButton type="primary" block onClick={freeDevotional}>
          Free Devotional
        </PlainButton>
      </nav>
    </header>
  );
}
