// @vitest-environment node
// The server render names antd's style of theme variables with the @emotion/hash package.json
// pins (src/server-render/antd-server-styles.ts); the browser's cssinjs with its own dependency. They must be
// one and the same, or hydration adds the variables again (src/server-render/antd-server-styles.test.tsx).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hash } from '@/server-render/antd-server-styles';
import { THEME_VARS_CLASS } from '@/components/ui/theme/theme-vars';

describe('the pinned @emotion/hash', () => {
  const emotionHashFrom = (from: string) => {
    const packageJson = createRequire(from).resolve('@emotion/hash/package.json');
    return { dir: dirname(packageJson), version: (createRequire(from)(packageJson) as { version: string }).version };
  };
  const cssinjsPackageJson = createRequire(`${process.cwd()}/package.json`).resolve('@ant-design/cssinjs/package.json');
  const cssinjs = createRequire(cssinjsPackageJson)(cssinjsPackageJson) as { version: string };
  const theirs = emotionHashFrom(cssinjsPackageJson);
  const ours = emotionHashFrom(`${process.cwd()}/src/server-render/antd-server-styles.ts`);
  const pin = `Pin "@emotion/hash": "${theirs.version}" in package.json (the server names the style of theme variables with it).`;

  it('is the version @ant-design/cssinjs hashes with', () => {
    expect(ours.version, `@ant-design/cssinjs ${cssinjs.version} uses @emotion/hash ${theirs.version}. ${pin}`).toBe(
      theirs.version,
    );
  });

  it('hashes as cssinjs’s own does', () => {
    const cssinjsHash = (createRequire(cssinjsPackageJson)(theirs.dir) as { default: (text: string) => string })
      .default;
    for (const text of [`css-var-${THEME_VARS_CLASS}`, 'css-var-ant', '', 'ÿ unicode ✓', 'x'.repeat(1000)]) {
      expect(hash(text), `"${text}": cssinjs's @emotion/hash ${theirs.version} differs. ${pin}`).toBe(
        cssinjsHash(text),
      );
    }
  });
});
