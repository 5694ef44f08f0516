import { render } from '@testing-library/react';
import { Button, ConfigProvider, Layout, Rate } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { lightTokenVariables, tokenCssVar } from './theme-tokens';

/** Every `name:value` token variable antd's runtime writes for `theme` (global tokens, Layout's, Button's, Rate's). */
function variablesAntdWrites(): Map<string, string> {
  const { unmount } = render(
    <ConfigProvider theme={theme}>
      <Layout>
        <Layout.Header />
        <Layout.Footer />
      </Layout>
      <Button>x</Button>
      <Rate disabled value={1} />
    </ConfigProvider>,
  );
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  unmount();
  return new Map([...css.matchAll(/(--ant-[a-z0-9-]+):([^;}]+)/g)].map(([, name, value]) => [name ?? '', value ?? '']));
}

describe('theme tokens as CSS variables', () => {
  it("names variables as antd does (@ant-design/cssinjs's token2CSSVar)", () => {
    expect(tokenCssVar('colorPrimaryBgHover')).toBe('--ant-color-primary-bg-hover');
    expect(tokenCssVar('borderRadiusSM')).toBe('--ant-border-radius-sm');
    expect(tokenCssVar('LayoutFooterBg')).toBe('--ant-layout-footer-bg');
  });

  it('declares on :root exactly what antd writes at run time for the same theme', () => {
    const written = variablesAntdWrites();
    const declared = Object.entries(lightTokenVariables(theme));
    expect(declared.length).toBeGreaterThan(20);
    for (const [name, value] of declared) {
      expect(written.get(name)?.replace(/\s/g, ''), name).toBe(value.replace(/\s/g, ''));
    }
  });
});
