// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { StylesheetLoadError } from '@/lib/missing-asset';
import { loadAntdStylesheet } from './antd-stylesheet';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe('loadAntdStylesheet', () => {
  it('fails when the stylesheet cannot load (offline), leaves no link, and asks again next time', async () => {
    const failed = loadAntdStylesheet();
    expect(loadAntdStylesheet()).toBe(failed);
    links()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toBeInstanceOf(StylesheetLoadError);
    expect(links()).toHaveLength(0);

    const again = loadAntdStylesheet();
    expect(again).not.toBe(failed);
    expect(links()).toHaveLength(1);
    links()[0]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
    expect(loadAntdStylesheet()).toBe(again);
    expect(links()).toHaveLength(1);
  });
});
