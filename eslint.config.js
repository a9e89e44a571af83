import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // Build output, dependencies and generated data are not ours to lint.
  globalIgnores([
    'out/',
    'dist/',
    'coverage/',
    'node_modules/',
    'models/cache/',
    'bench/.work/',
    '.mnemo-tmp/',
    '**/*.lancedb/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Kept on, with the usual convention: a leading underscore marks a binding left unused on
      // purpose (`for await (const _ of stream)` to drain, an ignored callback argument), and
      // `const { dropped: _, ...rest }` is how the code omits a field.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The legacy URI `escape` is a global: a regex helper of that name removed or misspelt would
      // silently fall back to it (percent-encoding, not regex escaping).
      'no-restricted-globals': ['error', { name: 'escape', message: 'Use escapeRegExp (qa/text-lines.ts) or a local helper.' }, { name: 'unescape', message: 'Legacy URI decoding.' }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
]);
