import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { fixturePath } from '../support/shared';
import { runCli } from '../support/cli';

async function type(file: string, rows: Record<number, (string | number | null)[]>): Promise<void> {
  const book = await XlsxWorkbook.load(file);
  for (const [r, values] of Object.entries(rows)) await book.writeValues('Prizes', `A${Number(r) + 1}`, [values]);
  await book.save(file);
}

it("arbiter prizes BOOK.xlsx: template, the arbiter's prizes, and a rebuilt block with nothing stale", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prizes-xlsx-'));
  const file = path.join(dir, 's1.xlsx');
  try {
    expect((await runCli('import-trf', fixturePath('ratings', 's1-autumn-open.trf'), '-o', file)).code).toBe(0);
    const first = await runCli('prizes', file, '--json');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout).awards).toEqual([]);
    await type(file, {
      1: ['Sharing', 'Hort'],
      6: ['Place', null, 1000, 600, 400, 200, 100],
      7: ['Best woman', 'sex=w', 150],
    });
    const second = await runCli('prizes', file, '--json');
    expect(second.stderr).toBe('');
    const awards = JSON.parse(second.stdout).awards as { tpn: number; kind: string; amount: string }[];
    expect(awards.find((a) => a.tpn === 1)).toEqual({ tpn: 1, prize: 'place 1', kind: 'place', amount: '1000' });
    expect(awards.some((a) => a.kind === 'category')).toBe(true);
    const rowsAfter = async () =>
      (await (await XlsxWorkbook.load(file)).readSheet('Prizes')).filter((r) => r.some((v) => v !== null && v !== ''));
    const many = (await rowsAfter()).length;
    await type(file, { 6: ['Place', null, 1000, null, null, null, null], 7: [null, null, null] });
    expect((await runCli('prizes', file)).code).toBe(0);
    const fewer = await rowsAfter();
    expect(fewer.length).toBeLessThan(many);
    expect(fewer.filter((r) => r[4] === 'Place 1')).toHaveLength(1);
    expect(fewer.some((r) => r[4] === 'Best woman 1')).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
