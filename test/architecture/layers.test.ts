import { execFileSync } from 'child_process';
import * as path from 'path';

/**
 * The layer rules in eslint.config.mjs, tried on code written for the test: an import into a lower layer passes,
 * an import into a higher one fails, and so does the engine importing Node. Linting a real file of each layer
 * with an added import shows the rules see resolved paths (two folders are called `commands`).
 */
const ROOT = path.resolve(__dirname, '..', '..');

const UPWARD: [string, string][] = [
  ['src/workbook/x.ts', "import { main } from '../node/cli';\nexport const f = main;\n"],
  ['src/formats/x.ts', "import { readWorkbook } from '../workbook/read';\nexport const f = readWorkbook;\n"],
  ['src/excel/x.ts', "import { main } from '../node/cli';\nexport const f = main;\n"],
  [
    'src/node/x.ts',
    "import { OfficeWorkbookPort } from '../excel/office-port';\nexport const f = OfficeWorkbookPort;\n",
  ],
  ['src/engine/x.ts', "import { readTrf } from '../formats/trf';\nexport const f = readTrf;\n"],
  ['src/engine/x.ts', "import * as fs from 'fs';\nexport const f = fs;\n"],
  ['src/taskpane/x.ts', "import * as ribbon from '../commands/commands';\nexport const f = ribbon;\n"],
];
const DOWNWARD: [string, string][] = [
  ['src/workbook/x.ts', "import { readTrf } from '../formats/trf';\nexport const f = readTrf;\n"],
  [
    'src/node/x.ts',
    "import { pairNextRound } from '../workbook/commands/pair-next';\nexport const f = pairNextRound;\n",
  ],
  [
    'src/excel/x.ts',
    "import { pairNextRound } from '../workbook/commands/pair-next';\nexport const f = pairNextRound;\n",
  ],
  ['src/formats/x.ts', "import type { Tournament } from '../engine/model';\nexport type T = Tournament;\n"],
];

/**
 * ESLint's API loads eslint.config.mjs by a dynamic import, which jest's module system cannot do: the cases are
 * linted in one plain Node process, and its answer is the layer-rule messages per case.
 */
function lintCases(cases: [string, string][]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const path = require('path');
    const cases = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const [file, code] of cases) {
        const [r] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
        out.push(r.messages.filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports').map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify(cases)], { cwd: ROOT, encoding: 'utf8' }),
  ) as string[][];
}

describe('layer rules', () => {
  const upward = lintCases(UPWARD);
  const downward = lintCases(DOWNWARD);

  test.each(UPWARD.map((c, i) => [c[0], c[1].split('\n')[0], i] as const))(
    '%s may not import upwards: %s',
    (_file, _code, i) => {
      expect(upward[i].length).toBeGreaterThan(0);
    },
  );

  test.each(DOWNWARD.map((c, i) => [c[0], c[1].split('\n')[0], i] as const))(
    '%s may import a lower layer: %s',
    (_file, _code, i) => {
      expect(downward[i]).toEqual([]);
    },
  );
});
