import type { KeyboardEvent, ReactNode } from 'react';
import { Island } from '@/components/island';
import { SiteLink } from '@/components/ui/site-link';
import { KEYS_NEED_APP_ATTRIBUTE } from '@/lib/app-ready';
import { useSiteNavigation } from '@/lib/site-navigation';
import './plain-tabs.css';

interface TabItem<Key extends string> {
  key: Key;
  label: string;
}

interface PlainTabsProps<Key extends string> {
  items: readonly TabItem<Key>[];
  activeKey: Key;
  /**
   * Where each tab leads: the page with that tab chosen (e.g. `/resources?type=book#library`). A
   * fragment keeps the reader at the tabs where a tab is a page load (a page with islands).
   */
  hrefOf: (key: Key) => string;
  /** Prefixes the tabs' and the panel's ids. */
  id: string;
  /** Names the tab list for assistive technology. */
  'aria-label'?: string;
  /** The active tab's content, drawn in the one tab panel. */
  children: ReactNode;
}

/** The tabs pattern's keys, by the tab each moves to from the current one (of `count`). */
const TAB_KEYS: Readonly<Record<string, (current: number, count: number) => number>> = {
  ArrowRight: (current, count) => (current + 1) % count,
  ArrowLeft: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_current, count) => count - 1,
};

const tabId = (id: string, key: string) => `${id}-tab-${key}`;
const panelId = (id: string) => `${id}-panel`;

interface TabListProps {
  id: string;
  label?: string;
  items: readonly TabItem<string>[];
  activeKey: string;
  /** Each tab's address, by key: plain data, as an island's props are. */
  hrefs: Readonly<Record<string, string>>;
}

/**
 * The strip of tabs: links, so they switch before and without scripts. Once live it adds the tabs
 * pattern's arrow keys and Home/End. In the app a tab moves in place; on a page with islands it is
 * the page load a link is, which the speculation rules and the service worker make quick.
 */
export function TabList({ id, label, items, activeKey, hrefs }: TabListProps) {
  const { navigate } = useSiteNavigation();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = Object.hasOwn(TAB_KEYS, event.key) ? TAB_KEYS[event.key] : undefined;
    if (!move) return;
    const next = move(
      items.findIndex((item) => item.key === activeKey),
      items.length,
    );
    event.preventDefault();
    navigate(hrefs[items[next].key]);
    document.getElementById(tabId(id, items[next].key))?.focus();
  };

  return (
    <div
      className="fm-tabs"
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      // Its arrow keys, pressed before it is live, are held and pressed again once it is.
      {...{ [KEYS_NEED_APP_ATTRIBUTE]: Object.keys(TAB_KEYS).join(' ') }}
    >
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <SiteLink
            key={item.key}
            id={tabId(id, item.key)}
            to={hrefs[item.key]}
            role="tab"
            aria-selected={active}
            aria-controls={panelId(id)}
            className={active ? 'fm-tabs__tab fm-tabs__tab--active' : 'fm-tabs__tab'}
          >
            {item.label}
          </SiteLink>
        );
      })}
    </div>
  );
}

/**
 * A tab strip in antd Tabs' look (underlined active tab) whose tabs are links to their own query,
 * which the server renders with that tab chosen. The one tab panel (`role=tabpanel`, named by the
 * chosen tab) holds the chosen tab's content and is what every tab's `aria-controls` names. Every
 * tab stays in the Tab order, as links are, so they are reachable without scripts. The strip is an
 * island (src/components/island.tsx) and the panel is not: on a page with islands the panel's
 * content stays the server's HTML. Not antd's Tabs: public pages load no antd (its style runtime
 * alone is ≈25 KB gzip), and Tabs brings its overflow dropdown and menu for four short tabs
 * (≈24 KB more).
 */
export function PlainTabs<Key extends string>({
  items,
  activeKey,
  hrefOf,
  id,
  children,
  'aria-label': label,
}: PlainTabsProps<Key>) {
  const hrefs = Object.fromEntries(items.map((item) => [item.key, hrefOf(item.key)]));
  return (
    <>
      <Island name="tab-list" component={TabList} props={{ id, label, items, activeKey, hrefs }} />
      <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id, activeKey)}>
        {children}
      </div>
    </>
  );
}
