import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { BRAND_PURPLE } from './theme';
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
