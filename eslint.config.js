import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// Firebase's client SDK stays behind src/lib/firebase (lazy-loaded, never on public routes).
const FIREBASE_SDK = {
  group: ['firebase/*', 'reactfire'],
  message: 'Firebase client SDK only through src/lib/firebase (lazy-loaded, never on public routes).',
};

// Import zones, as bulletproof-react draws them: shared code (src/components, src/lib, src/domain)
// never imports a feature or the app; a feature imports shared code and its own files, never
// another feature, the site's page modules or the app (what two features share moves into shared
// code). A relative import may not climb out of its feature either, so each depth below a feature
// gets its own limit. The features live in the half they belong to: the public site's in
// src/site/features, the app's (members, the owner) in src/app/features.
const featuresOf = (half) =>
  readdirSync(new URL(`./src/${half}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ half, name: entry.name }));
const FEATURES = [...featuresOf('site'), ...featuresOf('app')];
const FEATURE_DEPTHS = [0, 1, 2, 3, 4, 5];
const SHARED_ZONE = [
  { regex: '^@/(app|site|server-render)(/|$)', message: 'Shared code never imports a feature or the app.' },
  {
    regex: '^(\\.\\./)+(app|site|server-render)/',
    message: 'Shared code never imports a feature or the app.',
  },
];
// Public pages (every route a reader reaches without signing in: the features of src/site) have a
// first-load budget of 150 KB of script (e2e/support/page-scripts.ts). They hydrate no antd at all:
// any antd component brings antd's style runtime and theme algorithm (about 45 KB gzip on Home), so
// they use the light components of src/components/ui (its README says which stands in for what,
// and why). So do the newsletter's link pages, which a reader opens from an email. Member and admin
// screens, and the lazy chunks that bring antd's theme along
// (src/components/ui/theme/with-antd-theme.tsx), use antd itself.
const LIGHT_FEATURES = ['src/site/features/**/*.{ts,tsx}', 'src/app/features/newsletter/**/*.{ts,tsx}'];
// Shared components that public pages never load in their first load: member and admin screens'
// own, the lazily loaded chunks (the signed-in account menu), and antd's theme and stylesheet themselves.
const MEMBER_OR_LAZY_COMPONENTS = [
  'src/components/access-denied.tsx',
  'src/components/form-field.tsx',
  'src/components/layout/account-menu.tsx',
  'src/components/ui/theme/antd-stylesheet.ts',
  'src/components/ui/theme/theme-provider.tsx',
  'src/components/ui/theme/theme-vars.ts',
  'src/components/ui/theme/theme-tokens.ts',
  'src/components/ui/icon-styles.tsx',
];
const NO_ANTD_MESSAGE =
  "Public pages hydrate no antd: one antd component brings its style runtime (about 25 KB gzip) into every public page's " +
  'first load, against its 150 KB budget. Use the light component from src/components/ui (see its README), or load ' +
  'antd lazily with its theme (withAntdTheme). Type imports are fine.';
const NO_ANTD_ICONS_MESSAGE =
  "Public pages draw icons with the light Icon (src/components/ui/icon.tsx) and @ant-design/icons-svg's drawings: " +
  "@ant-design/icons' components bring their runtime (about 2 KB gzip on every page).";
const NO_ANTD = {
  paths: [
    { name: 'antd', allowTypeImports: true, message: NO_ANTD_MESSAGE },
    { name: '@ant-design/icons', allowTypeImports: true, message: NO_ANTD_ICONS_MESSAGE },
  ],
  patterns: [
    {
      group: ['antd/*', '@ant-design/cssinjs', '@ant-design/cssinjs/*'],
      allowTypeImports: true,
      message: NO_ANTD_MESSAGE,
    },
    { group: ['@ant-design/icons/*'], allowTypeImports: true, message: NO_ANTD_ICONS_MESSAGE },
  ],
};

const featureZone = ({ half, name }, depth) => ({
  files: [`src/${half}/features/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          FIREBASE_SDK,
          {
            regex: `^@/(?!${half}/features/${name}(/|$))(app|site|server-render)(/|$)`,
            message:
              'A feature imports shared code, never another feature or the app: move what both need to src/components or src/lib.',
          },
          {
            regex: `^(\\.\\./){${depth + 1},}`,
            message: 'This relative import leaves its feature: import shared code through @/.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'functions/lib', 'coverage', 'test-results', 'playwright-report', 'reports', 'dev-dist'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [FIREBASE_SDK],
        },
      ],
    },
  },
  {
    // One link for a page of the site: SiteLink (src/components/ui/site-link.tsx) knows which moves
    // stay in place (the app's screens, a page's frame) and which are a page load (another public
    // page, whose server HTML and islands the app must not draw instead).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react-router'] > ImportSpecifier[imported.name=/^(Nav)?Link$/]",
          message: "Link to a page of the site with SiteLink or ButtonLink, not react-router's Link.",
        },
      ],
    },
  },
  {
    // Testing Library's waitFor holds the suite's bound (src/testing/setup-tests.ts); vitest's gives
    // up after 1 s, which failed a component test in CI on a loaded machine.
    files: ['src/**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: "Wait with Testing Library's waitFor or findBy." },
      ],
    },
  },
  {
    // Shared code never reaches up into a feature or the app.
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [FIREBASE_SDK, ...SHARED_ZONE],
        },
      ],
    },
  },
  {
    // The shared components public pages render: the shared zone.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [FIREBASE_SDK, ...SHARED_ZONE],
        },
      ],
    },
  },
  {
    // What public pages hydrate: no antd (NO_ANTD_MESSAGE says why).
    files: ['src/components/**/*.{ts,tsx}', ...LIGHT_FEATURES],
    ignores: ['**/*.test.{ts,tsx}', ...MEMBER_OR_LAZY_COMPONENTS],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', NO_ANTD] },
  },
  ...FEATURES.flatMap((feature) => FEATURE_DEPTHS.map((depth) => featureZone(feature, depth))),
  {
    // The one place allowed to import the Firebase client SDK.
    files: ['tests/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/lib/firebase/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: SHARED_ZONE }] },
  },
  {
    files: ['src/lib/firebase/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The functions take the shared rules, and of the server render only its seam with the shell:
    // the render itself is bundled apart and loaded on the first page (scripts/build-functions.ts).
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FIREBASE_SDK,
            {
              regex: '^@/(?!domain/|server-render/page-shell$)',
              message:
                'The functions import src/domain and src/server-render/page-shell only: the render is loaded at run time, the PWA never.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain module is shared with the functions: no React, no browser, no Node.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'antd',
                'firebase*',
                'node:*',
                '@/app/*',
                '@/site/*',
                '@/lib/*',
                '@/server-render/*',
              ],
              message: 'src/domain stays framework-free.',
            },
          ],
        },
      ],
    },
  },
);
