import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'build/', 'coverage/', 'bin/', '*.js', '*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The engine is pure: no Office, DOM or Node imports (design.md §2).
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['fs', 'path', 'os', 'child_process', 'node:*', 'exceljs', 'commander'], message: 'src/engine must stay pure (no Node or I/O imports).' },
          { group: ['**/node/**', '**/excel/**', '**/taskpane/**', '**/commands/**', '**/workbook/**'], message: 'src/engine must not depend on adapters.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'Office', 'Excel', 'process', 'require'],
    },
  },
);
