import { render, screen, waitFor } from '@testing-library/react';
import { Button, theme as antdTheme } from 'antd';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
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
    const Themed = lazy(withAntdTheme(async () => () => <Button>Send</Button>));
    render(
      <Suspense fallback={null}>
        <Themed />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(antdRules()).toBeGreaterThan(0);
  });
});
