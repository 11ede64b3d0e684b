import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';

/*
 * The UI's import direction: ui/app composes features; a feature imports no other feature and nothing of ui/app;
 * ui/lib and ui/components, shared by every feature, import no feature, no test support and nothing of ui/app.
 * Beyond a module's own folders, imports go by alias (@/, @domain/, @contract/<area>), so the rules below can read them.
 */
const ui = (rule, ...patterns) => ({ files: [rule], rules: { 'no-restricted-imports': ['error', { patterns }] } });
const byAlias = (climb) => ({
  regex: `^${'\\.\\./'.repeat(climb)}`,
  message: 'Outside its own folder, import by alias: @/ (ui), @domain/ or @contract/<area>.',
});
const noApp = { regex: '^@/app(/|$)', message: 'Only ui/app composes the app: nothing else imports it.' };
const FEATURES = readdirSync(join(import.meta.dirname, 'ui/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureImports = FEATURES.flatMap((feature) => {
  const others = {
    regex: `^@/features/(?!${feature}/)`,
    message: `ui/features/${feature} imports no other feature: move what both need to ui/lib or ui/components, or compose them in ui/app.`,
  };
  return [
    ui(`ui/features/${feature}/**/*.{ts,tsx}`, others, noApp, byAlias(2)),
    // From the feature's own root, a single ../ already leaves it.
    ui(`ui/features/${feature}/*.{ts,tsx}`, others, noApp, byAlias(1)),
  ];
});

/*
 * Every word of the web app comes from the message catalogues (ui/i18n): text written straight into JSX is an error.
 * Tests, stories, mock data and test support are not the product's words.
 */
const TRANSLATED = ['ui/**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'storybook-static/',
      'coverage/',
      'test-artifacts/',
      'storybook/public/',
      'ui/public/',
      'adapters/persistence/mikro-orm/migrations*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  { files: ['**/*.cjs'], languageOptions: { globals: globals.node, sourceType: 'commonjs' } },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['tests/e2e/**/*.js', 'storybook/public/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', 'process', 'Buffer', 'fetch'] },
  },
  ui('ui/**/*.{ts,tsx}', byAlias(2)),
  ...featureImports,
  ui(
    '{ui/lib,ui/components}/**/*.{ts,tsx}',
    {
      regex: '^@/(features|app|test-support)(/|$)',
      message:
        'ui/lib and ui/components are shared by every feature: they import no feature, no test support and nothing of ui/app.',
    },
    byAlias(2),
  ),
  // A story file's test runs the stories through the one harness every story file's test shares.
  ui(
    '{ui/lib,ui/components}/**/*.stories.test.tsx',
    { regex: '^@/(features|app)(/|$)', message: 'No feature, nothing of ui/app.' },
    byAlias(2),
  ),
  {
    files: TRANSLATED,
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', 'ui/test-support/**', 'ui/**/mocks/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
);
