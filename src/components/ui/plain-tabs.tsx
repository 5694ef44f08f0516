import type { KeyboardEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, useNavigate, type To } from 'react-router';
import './plain-tabs.css';

interface PlainTabsProps<Key extends string> {
  items: readonly { key: Key; label: string }[];
  activeKey: Key;
  /** Where each tab leads: its own query on the page (e.g. `{ search: '?type=book' }`). */
  toOf: (key: Key) => To;
  /** Prefixes the tabs' and the panel's ids. */
  id: string;
  /** Names the tab list for assistive technology. */
  'aria-label'?: string;
  /** The active tab's content, drawn in the one tab panel. */
  children: ReactNode;
}

const tabId = (id: string, key: string) => `${id}-tab-${key}`;

function Tab({
  id,
  active,
  to,
  panelId,
  children,
}: {
  id: string;
  active: boolean;
  to: To;
  panelId: string;
  children: string;
}) {
  const href = useHref(to);
  // Switching tabs keeps the reader where they are on the page.
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { preventScrollReset: true });
  return (
    <a
      id={id}
      href={href}
      role="tab"
      aria-selected={active}
      aria-controls={panelId}
      className={active ? 'fm-tabs__tab fm-tabs__tab--active' : 'fm-tabs__tab'}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

/**
 * A tab strip in antd Tabs' look (underlined active tab) whose tabs are links to their own query,
 * which the server renders with that tab chosen: they switch before and without scripts, and the
 * app follows them in place. The one tab panel (`role=tabpanel`, named by the chosen tab) holds the
 * chosen tab's content and is what every tab's `aria-controls` names. Every tab stays in the Tab
 * order, as links are, so they are reachable without scripts; the app adds the tabs pattern's
 * arrow keys and Home/End. Not antd's Tabs: public pages hydrate no antd (its style runtime alone is
 * ≈25 KB gzip), and Tabs brings its overflow dropdown and menu for four short tabs (≈24 KB more).
 */
export function PlainTabs<Key extends string>({ items, activeKey, toOf, id, children, ...rest }: PlainTabsProps<Key>) {
  const navigate = useNavigate();
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.key === activeKey);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    void navigate(toOf(items[next].key), { preventScrollReset: true });
    document.getElementById(tabId(id, items[next].key))?.focus();
  };

  return (
    <>
      <div className="fm-tabs" role="tablist" onKeyDown={onKeyDown} {...rest}>
        {items.map((item) => (
          <Tab
            key={item.key}
            id={tabId(id, item.key)}
            active={item.key === activeKey}
            to={toOf(item.key)}
            panelId={panelId}
          >
            {item.label}
          </Tab>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(id, activeKey)}>
        {children}
      </div>
    </>
  );
}
