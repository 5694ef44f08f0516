import { describe, expect, it } from 'vitest';
import { isMissingAsset, StylesheetLoadError } from './missing-asset';

describe('isMissingAsset', () => {
  it("knows a screen's script or stylesheet that did not load from any other error", () => {
    expect(isMissingAsset(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isMissingAsset(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingAsset(new StylesheetLoadError('/assets/antd.css'))).toBe(true);
    expect(isMissingAsset(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isMissingAsset('dynamically imported module')).toBe(false);
  });
});
