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
// another feature or the app (what two features share moves into shared code). A relative import
// may not climb out of its feature either, so each depth below a feature gets its own limit.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_DEPTHS = [0, 1, 2, 3, 4, 5];
const SHARED_ZONE = [
  { regex: '^@/(app|features|server-render)(/|$)', message: 'Shared code never imports a feature or the app.' },
  { regex: '^(\\.\\./)+(app|features|server-render)/', message: 'Shared code never imports a feature or the app.' },
];
// Public pages (every route a reader reaches without signing in) have a first-load budget of 200 KB
// of script, and Home sits at 194.7 KB: an antd component they import statically joins every page's
// first load. They use the light stand-ins in src/components/ui instead (its README says which
// stands in for what, and the measured cost of each); member and admin screens use antd itself.
const PUBLIC_FEATURES = [
  'home',
  'blog',
  'app-reviews',
  'resources',
  'faq',
  'contact',
  'legal',
  'not-found',
  'newsletter',
];
// Shared components that public pages never load in their first load: member and admin screens'
// own, and the lazily loaded chunks (the signed-in account menu).
const MEMBER_OR_LAZY_COMPONENTS = [
  'src/components/access-denied.tsx',
  'src/components/form-field.tsx',
  'src/components/layout/account-menu.tsx',
];
const HEAVY_ANTD = {
  name: 'antd',
  importNames: `
    App Anchor AutoComplete Breadcrumb Button Calendar Card Carousel Cascader Checkbox ColorPicker DatePicker
    Col Descriptions Drawer Dropdown FloatButton Form Image Input InputNumber List Masonry Mentions Menu message
    Modal notification Pagination Popconfirm Popover Rate Result Row Segmented Select Slider Splitter Statistic
    Steps Switch Table Tabs Timeline TimePicker Tooltip Tour Transfer Tree TreeSelect Typography Upload
    Watermark
  `
    .trim()
    .split(/\s+/),
  message:
    "Public pages keep antd's heavy components out: each adds KB of script to every public page's first load " +
    'against its 200 KB budget. Use the light component from src/components/ui (see its README), or load it lazily.',
};

const featureZone = (name, depth) => ({
  files: [`src/features/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          FIREBASE_SDK,
          {
            regex: `^@/(app|server-render|features/(?!${name}(/|$)))`,
            message:
              'A feature imports shared code, never another feature or the app: move what both need to src/components or src/lib.',
          },
          {
            regex: `^(\\.\\./){${depth + 1},}`,
            message: 'This relative import leaves its feature: import shared code through @/.',
          },
        ],
        paths: PUBLIC_FEATURES.includes(name) ? [HEAVY_ANTD] : [],
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
    // The shared components public pages render: the shared zone, and no heavy antd component.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', ...MEMBER_OR_LAZY_COMPONENTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [FIREBASE_SDK, ...SHARED_ZONE],
          paths: [HEAVY_ANTD],
        },
      ],
    },
  },
  ...FEATURES.flatMap((name) => FEATURE_DEPTHS.map((depth) => featureZone(name, depth))),
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
                '@/features/*',
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
