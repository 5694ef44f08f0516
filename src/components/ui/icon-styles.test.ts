// @vitest-environment node
import { iconStyles } from '@ant-design/icons/es/utils';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const compact = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');

describe('the icons’ stylesheet', () => {
  it("is @ant-design/icons' own iconStyles (but the old -webkit- animation names), so an icons release that changes them fails here", () => {
    const ours = compact(readFileSync(new URL('./icon-styles.css', import.meta.url), 'utf8'));
    const theirs = compact(iconStyles)
      .replace(/@-webkit-keyframesloadingCircle\{100%\{[^}]*\}\}/, '')
      .replace(/-webkit-(animation|transform):[^;]*;/g, '');
    expect(ours).toBe(theirs);
  });
});
