// Writes the antd tokens the light components use as CSS variables on :root, from the one
// theme in src/components/ui/theme/theme.ts. Run after changing the theme: npx tsx scripts/write-theme-css.ts
// (a unit test fails while the file is out of step).
import { writeFileSync } from 'node:fs';
import { theme } from '../src/components/ui/theme/theme';
import { THEME_TOKENS_CSS_PATH, themeTokensCss } from '../src/components/ui/theme/theme-tokens';

writeFileSync(THEME_TOKENS_CSS_PATH, themeTokensCss(theme));
console.log(`wrote ${THEME_TOKENS_CSS_PATH}`);
