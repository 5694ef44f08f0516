import { CloseOutlined, HeartFilled, MenuOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { IconTooltip } from '@/components/ui/icon-tooltip';
import { PlainButton } from '@/components/ui/plain-button';
import { BRAND } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { AccountEntry } from './account-entry';
import { NAV_LINKS } from './nav-links';
import { NEWSLETTER_ANCHOR, scrollToId } from './scroll-to-id';
import './site-header.css';

const MOBILE_MENU_ID = 'mobile-menu';

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'fm-nav-link fm-nav-link--active' : 'fm-nav-link';
}

/**
 * The header in antd Layout.Header and Menu's place, plain links painted with the theme's
 * tokens: antd's Menu (≈22 KB gzip) and Layout (≈3 KB) would join every page's first load,
 * and Home is at 194.7 of its 200 KB budget.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on, so any navigation (a link, back/forward) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const freeDevotional = () => {
    setMenuOpen(false);
    scrollToId(NEWSLETTER_ANCHOR);
  };

  const links = (onChoose?: () => void) =>
    NAV_LINKS.map(({ to, label }) => (
      <li key={to}>
        <NavLink to={to} end={to === ROUTES.home} className={navClass} onClick={onChoose}>
          {label}
        </NavLink>
      </li>
    ));

  return (
    <header className="fm-header">
      <div className="fm-header__bar">
        <Link to={ROUTES.home} className="fm-brand">
          <HeartFilled aria-hidden className="fm-brand__icon" />
          <span className="fm-brand__name">{BRAND}</span>
        </Link>
        <nav aria-label="Main" className="fm-nav fm-nav--wide">
          <ul>{links()}</ul>
          <PlainButton type="primary" onClick={freeDevotional}>
            Free Devotional
          </PlainButton>
          <AccountEntry />
        </nav>
        <IconTooltip title={menuOpen ? 'Close menu' : 'Open menu'}>
          <PlainButton
            className="fm-menu-button"
            type="text"
            icon={menuOpen ? <CloseOutlined /> : <MenuOutlined />}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen(!menuOpen)}
          />
        </IconTooltip>
      </div>
      <nav id={MOBILE_MENU_ID} aria-label="Mobile" className="fm-nav fm-nav--narrow" hidden={!menuOpen}>
        <ul>{links(() => setMenuOpen(false))}</ul>
        <AccountEntry variant="list" onChoose={() => setMenuOpen(false)} />
        <PlainButton type="primary" block onClick={freeDevotional}>
          Free Devotional
        </PlainButton>
      </nav>
    </header>
  );
}
