// The lint import zones (eslint.config.js) hold: features never import each other or the app,
// shared code never imports a feature, and a relative import cannot sneak out of its feature.
import { ESLint } from 'eslint';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cwd = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd });

const IMPORT_RULES = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);

async function importErrors(filePath: string, specifier: string, name = 'thing', type = false): Promise<string[]> {
  const statement = type
    ? `import type { ${name} } from '${specifier}';\nexport type Used = ${name};\n`
    : `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`;
  const [result] = await eslint.lintText(statement, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && IMPORT_RULES.has(message.ruleId))
    .map((message) => message.message);
}

describe('import zones', () => {
  it('refuse a feature importing another feature or the app', async () => {
    expect(
      await importErrors('src/site/features/home/home-page.tsx', '@/site/features/blog/article-page'),
    ).toHaveLength(1);
    expect(
      await importErrors('src/site/features/home/components/x.tsx', '@/app/features/newsletter/newsletter-link-page'),
    ).toHaveLength(1);
    expect(await importErrors('src/site/features/blog/article-page.tsx', '@/app/router')).toHaveLength(1);
  });

  it('refuse a relative import that climbs out of its feature', async () => {
    expect(await importErrors('src/site/features/home/home-page.tsx', '../blog/article-page')).toHaveLength(1);
    expect(await importErrors('src/app/features/admin/editor/post-form.ts', '../../blog/article-page')).toHaveLength(1);
  });

  it('refuse shared code importing a feature or the app', async () => {
    expect(await importErrors('src/components/post-card.tsx', '@/site/features/blog/article-page')).toHaveLength(1);
    expect(await importErrors('src/lib/api-queries.ts', '../site/features/blog/article-page')).toHaveLength(1);
    expect(await importErrors('src/lib/firebase/with-firebase.tsx', '@/app/providers')).toHaveLength(1);
  });

  it('let a feature import shared code and its own files, and the app import features', async () => {
    expect(await importErrors('src/site/features/home/home-page.tsx', '@/components/post-card')).toEqual([]);
    expect(
      await importErrors('src/site/features/home/home-page.tsx', '@/site/features/home/api/get-latest-posts'),
    ).toEqual([]);
    expect(await importErrors('src/app/features/admin/editor/post-form.ts', '../api/admin-queries')).toEqual([]);
    expect(await importErrors('src/app/router.tsx', '@/site/features/home/home-page')).toEqual([]);
  });

  it('keep the page modules (src/site) above the features, as the app is', async () => {
    expect(await importErrors('src/site/pages/home.ts', '@/site/features/home/home-page')).toEqual([]);
    expect(await importErrors('src/lib/page-reads.ts', '@/site/public-pages')).toHaveLength(1);
    expect(await importErrors('src/components/post-card.tsx', '@/site/site-routes')).toHaveLength(1);
    expect(await importErrors('src/site/features/home/home-page.tsx', '@/site/public-pages')).toHaveLength(1);
    expect(await importErrors('src/domain/routes.ts', '@/site/public-pages')).toHaveLength(1);
  });

  it('keep the server render to itself: shared code and features never import it, the functions only its seam', async () => {
    expect(await importErrors('src/lib/api-queries.ts', '@/server-render/route-queries')).toHaveLength(1);
    expect(await importErrors('src/domain/routes.ts', '@/server-render/page-shell')).toHaveLength(1);
    expect(await importErrors('src/site/features/home/home-page.tsx', '@/server-render/page-state')).toHaveLength(1);
    expect(await importErrors('functions/src/pages-app.ts', '@/server-render/render-page')).toHaveLength(1);
    expect(await importErrors('functions/src/pages-app.ts', '@/lib/api-queries')).toHaveLength(1);
    expect(await importErrors('functions/src/pages-app.ts', '@/server-render/page-shell')).toEqual([]);
    expect(await importErrors('functions/src/pages-app.ts', '@/domain/public-reads')).toEqual([]);
    expect(await importErrors('src/app/start-app.tsx', '@/server-render/page-state')).toEqual([]);
  });

  it('keep the Firebase SDK out of features', async () => {
    expect(await importErrors('src/site/features/home/home-page.tsx', 'firebase/firestore')).toHaveLength(1);
  });

  it('keep antd out of public pages and the shared components they render', async () => {
    expect(await importErrors('src/site/features/home/home-page.tsx', 'antd', 'Button')).toEqual([
      expect.stringContaining('150 KB budget'),
    ]);
    expect(await importErrors('src/site/features/faq/components/x.tsx', 'antd', 'Flex')).toHaveLength(1);
    expect(await importErrors('src/components/post-meta.tsx', 'antd', 'Tag')).toHaveLength(1);
    expect(await importErrors('src/components/layout/site-header.tsx', 'antd/es/tooltip')).toHaveLength(1);
    expect(await importErrors('src/components/ui/star-rating.tsx', '@ant-design/cssinjs')).toHaveLength(1);
    expect(await importErrors('src/site/features/home/home-page.tsx', '@ant-design/icons', 'HeartOutlined')).toEqual([
      expect.stringContaining('light Icon'),
    ]);
    expect(
      await importErrors('src/site/features/home/home-page.tsx', '@ant-design/icons-svg/es/asn/HeartOutlined'),
    ).toEqual([]);
    // The shared zone and the Firebase rule still hold there.
    expect(await importErrors('src/components/post-card.tsx', '@/app/providers')).toHaveLength(1);
    expect(await importErrors('src/site/features/blog/article-page.tsx', 'firebase/auth')).toHaveLength(1);
    // Types cost no script; member and admin screens, and the lazy chunks bringing antd's theme, use antd itself.
    expect(await importErrors('src/components/ui/lazy-feedback.tsx', 'antd', 'AlertProps', true)).toEqual([]);
    expect(await importErrors('src/app/features/dashboard/dashboard-page.tsx', 'antd', 'Button')).toEqual([]);
    expect(await importErrors('src/app/features/admin/blog/blog-management-page.tsx', 'antd', 'Table')).toEqual([]);
    expect(await importErrors('src/components/layout/account-menu.tsx', 'antd', 'Dropdown')).toEqual([]);
    expect(await importErrors('src/components/ui/theme/theme-provider.tsx', 'antd', 'ConfigProvider')).toEqual([]);
  });
});
