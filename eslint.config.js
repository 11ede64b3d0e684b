import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'storybook-static/', 'coverage/', 'test-artifacts/', 'storybook/public/', 'ui/public/', 'adapters/persistence/mikro-orm/migrations*/**'] },
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
  { files: ['tests/e2e/**/*.js', 'storybook/public/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', 'process', 'Buffer', 'fetch'] },
  },
);
