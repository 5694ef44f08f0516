import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
          patterns: [
            {
              group: ['firebase/*', 'reactfire'],
              message: 'Firebase client SDK only through src/lib/firebase (lazy-loaded, never on public routes).',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place allowed to import the Firebase client SDK.
    files: ['src/lib/firebase/**', 'tests/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
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
              group: ['react', 'react-dom', 'antd', 'firebase*', 'node:*', '@/features/*', '@/lib/*'],
              message: 'src/domain stays framework-free.',
            },
          ],
        },
      ],
    },
  },
);
