import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

/**
 * The layers, bottom up: a module may import from its own layer and the layers its entry lists, nothing else.
 * engine (pure rules) <- formats (TRF, notation), generate (random tournaments) <- workbook (sheets and commands over a port) <- adapters:
 * node (.xlsx and the command line) and excel (Office.js) <- the add-in's UI: taskpane <- commands (the ribbon,
 * which reuses the pane's engine Worker and words).
 */
const LAYERS = {
  engine: [],
  formats: ['engine'],
  generate: ['engine', 'formats'],
  workbook: ['engine', 'formats'],
  node: ['engine', 'formats', 'generate', 'workbook'],
  excel: ['engine', 'formats', 'workbook'],
  taskpane: ['engine', 'formats', 'workbook', 'excel'],
  commands: ['engine', 'formats', 'workbook', 'excel', 'taskpane'],
};

/** import/no-restricted-paths zones: for each layer, the src/ folders it may not import from (tests may). */
const LAYER_ZONES = Object.entries(LAYERS).flatMap(([layer, below]) =>
  Object.keys(LAYERS)
    .filter((other) => other !== layer && !below.includes(other))
    .map((other) => ({
      target: `./src/${layer}`,
      from: `./src/${other}`,
      except: [],
      message: `src/${layer} may import only ${below.length ? below.map((b) => `src/${b}`).join(', ') : 'itself'} (layers: eslint.config.mjs, docs/README.md)`,
    })),
);

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
    files: ['src/engine/**/*.ts', 'src/generate/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fs', 'path', 'os', 'child_process', 'node:*', 'exceljs', 'commander'],
              message: 'src/engine must stay pure (no Node or I/O imports).',
            },
            {
              group: ['**/node/**', '**/excel/**', '**/taskpane/**', '**/commands/**', '**/workbook/**'],
              message: 'src/engine must not depend on adapters.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'Office', 'Excel', 'process', 'require'],
    },
  },
  {
    // The layers (LAYERS above); resolved paths, so the three folders called `commands` are told apart.
    files: ['src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: LAYER_ZONES }] },
  },
);
