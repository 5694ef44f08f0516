import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';
import { describe, expect, it, vi } from 'vitest';
import UniqueProvider from './antd-tooltip-unique-provider';
import { ThemeProvider } from '@/components/ui/theme/theme-provider';

function TooltipConfig() {
  const { tooltip } = useContext(ConfigProvider.ConfigContext);
  return <p>unique: {String(Boolean(tooltip?.unique))}</p>;
}

describe("ConfigProvider's shared-tooltip provider, left out of the build (vite.config.ts)", () => {
  it("is not needed: the site's antd theme sets no tooltip.unique, the one option that renders it", () => {
    render(
      <ThemeProvider>
        <TooltipConfig />
      </ThemeProvider>,
    );
    expect(screen.getByText('unique: false')).toBeInTheDocument();
    // The probe reads the option where ConfigProvider keeps it.
    render(
      <ConfigProvider tooltip={{ unique: true }}>
        <TooltipConfig />
      </ConfigProvider>,
    );
    expect(screen.getByText('unique: true')).toBeInTheDocument();
  });

  it('fails loudly if it is ever rendered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<UniqueProvider>the page</UniqueProvider>)).toThrow(/tooltip.unique/);
  });
});
