import { render, screen, waitFor } from '@testing-library/react';
import { Button, theme as antdTheme } from 'antd';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import antdStylesheetUrl from 'antd/dist/antd.css?url';
import { BRAND_PURPLE, THEME_VARS_CLASS } from './theme';
import { withAntdTheme } from './with-antd-theme';

function PrimaryColour({ label }: { label: string }) {
  const { token } = antdTheme.useToken();
  return (
    <p>
      {label}: {token.colorPrimary}
    </p>
  );
}

describe('withAntdTheme', () => {
  it("gives a lazily loaded antd screen the site's theme, which the app's root no longer has", async () => {
    const Themed = lazy(withAntdTheme(async () => PrimaryColour));
    render(
      <Suspense fallback={null}>
        <PrimaryColour label="root" />
        <Themed label="screen" />
      </Suspense>,
    );
    expect(await screen.findByText(`screen: ${BRAND_PURPLE}`)).toBeInTheDocument();
    expect(screen.getByText(/^root: /)).not.toHaveTextContent(BRAND_PURPLE);
  });
});

describe('withAntdTheme, zeroRuntime (the owner’s screens)', () => {
  // A button's own rules, not its variables, which antd declares under the theme's class either way.
  const antdRules = () =>
    [...document.head.querySelectorAll('style')].filter(
      ({ textContent: rules }) => rules?.includes('.ant-btn') && !rules.startsWith(`.${THEME_VARS_CLASS}`),
    ).length;
  // antd's stylesheet is asked for once per page (antd-stylesheet.ts): these start from a page that
  // has not, with none of the styles an earlier test made.
  const freshModules = async () => {
    vi.resetModules();
    document.head.replaceChildren();
    const [{ withAntdTheme: fresh }, { loadAntdStylesheet }] = await Promise.all([
      import('./with-antd-theme'),
      import('./antd-stylesheet'),
    ]);
    return { withAntdTheme: fresh, loadAntdStylesheet };
  };
  const stylesheetLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

  it('waits for antd’s stylesheet, put first in <head>, and makes no styles at run time', async () => {
    const Themed = lazy(withAntdTheme(async () => () => <Button>Save</Button>, { zeroRuntime: true }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Themed />
      </Suspense>,
    );
    await waitFor(() => expect(stylesheetLinks()).toHaveLength(1));
    const [link] = stylesheetLinks();
    expect(link!.getAttribute('href')).toBe(antdStylesheetUrl);
    expect(document.head.firstElementChild).toBe(link);
    expect(screen.getByText('loading')).toBeInTheDocument();

    link!.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(antdRules()).toBe(0);
  });

  it('makes the styles at run time without it', async () => {
    const { withAntdTheme: fresh } = await freshModules();
    const Themed = lazy(fresh(async () => () => <Button>Send</Button>));
    render(
      <Suspense fallback={null}>
        <Themed />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(antdRules()).toBeGreaterThan(0);
  });

  it('draws a later component with the stylesheet too once the page has asked for it (the account menu on an owner’s screen)', async () => {
    const { withAntdTheme: fresh, loadAntdStylesheet } = await freshModules();
    void loadAntdStylesheet();
    const Themed = lazy(fresh(async () => () => <Button>Sign Out</Button>));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Themed />
      </Suspense>,
    );
    await waitFor(() => expect(stylesheetLinks()).toHaveLength(1));
    expect(screen.getByText('loading')).toBeInTheDocument();
    stylesheetLinks()[0]!.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(antdRules()).toBe(0);
  });

  it('makes its own styles when the stylesheet it was to share fails to load', async () => {
    const { withAntdTheme: fresh, loadAntdStylesheet } = await freshModules();
    const asked = loadAntdStylesheet();
    const Themed = lazy(fresh(async () => () => <Button>Sign Out</Button>));
    render(
      <Suspense fallback={null}>
        <Themed />
      </Suspense>,
    );
    stylesheetLinks()[0]!.dispatchEvent(new Event('error'));
    await expect(asked).rejects.toThrow();
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(antdRules()).toBeGreaterThan(0);
  });
});
