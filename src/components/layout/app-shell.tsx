import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { Island } from '@/components/island';
import { RouterNavigation } from './router-navigation';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Header, main landmark and footer around any page content (also the loading and error screens).
 * The header is an island (src/components/island.tsx): on a page whose islands alone come alive, it
 * is one of them.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <RouterNavigation>
      <div
        style={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          background: 'var(--ant-color-bg-layout)',
        }}
      >
        <a className="fm-skip-link" href={`#${MAIN_CONTENT_ID}`}>
          Skip to main content
        </a>
        <Island name="site-header" component={SiteHeader} props={{}} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
          {children}
        </main>
        <SiteFooter />
      </div>
    </RouterNavigation>
  );
}
